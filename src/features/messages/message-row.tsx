import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { isHttpUrl } from '../../components/browser-location';
import { CopyButton } from '../../components/copy-button';
import { ErrorBoundary } from '../../components/error-boundary';
import { RelativeTime } from '../../components/relative-time';
import type { Message } from '../../types/api';
import Markdown from '../../components/markdown/markdown';

const bodySx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export interface MessageRowProps {
  message: Message;
  /** the user's name, for the avatar */
  userName: string;
  /** the prompt that produced an image, for its alt text */
  prompt?: string;
  /** shown while the message waits for the server */
  sending?: boolean;
}

const UserMessage = ({ message, userName, sending }: MessageRowProps) => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, alignItems: 'flex-start' }}>
    <Box
      sx={{
        maxWidth: 'min(42rem, 85%)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
      }}
    >
      <Paper
        elevation={0}
        sx={{
          px: 2,
          py: 1.25,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 3,
          borderTopRightRadius: 4,
        }}
      >
        <Typography variant="body1" component="div" sx={bodySx}>
          {message.content}
        </Typography>
      </Paper>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
        {sending ? 'Sending…' : <RelativeTime time={message.timestamp} />}
      </Typography>
    </Box>
    <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14 }} aria-hidden>
      {userName.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  </Box>
);

const AssistantMessage = ({ message, prompt }: MessageRowProps) => (
  <Box sx={{ display: 'flex', justifyContent: 'flex-start' }}>
    <Paper
      variant="outlined"
      sx={{
        px: 2,
        py: 1.5,
        maxWidth: 'min(48rem, 100%)',
        minWidth: 0,
        borderRadius: 3,
        borderTopLeftRadius: 4,
      }}
    >
      {message.isImage && !isHttpUrl(message.content) ? (
        <Typography color="text.secondary">This image could not be shown.</Typography>
      ) : message.isImage ? (
        <Box
          component="img"
          src={message.content}
          alt={prompt ? `Generated image: ${prompt}` : 'Generated image'}
          width={512}
          height={512}
          loading="lazy"
          sx={{
            display: 'block',
            width: 'min(100%, 22rem)',
            height: 'auto',
            aspectRatio: '1',
            borderRadius: 2,
          }}
        />
      ) : (
        <Markdown>{message.content}</Markdown>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.75, mb: -0.5 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          <RelativeTime time={message.timestamp} />
        </Typography>
        {!message.isImage && (
          <CopyButton text={message.content} label="Copy reply" hint="Copy reply as Markdown" />
        )}
      </Box>
    </Paper>
  </Box>
);

const Unreadable = () => (
  <Typography color="text.secondary">This message could not be shown.</Typography>
);

/** One message's content (its list item is the list's); memoized so a new message re-renders only its own row. */
export const MessageRow = memo((props: MessageRowProps) => (
  <ErrorBoundary fallback={<Unreadable />}>
    {/* content comes from the server: anything but text is refused here; the boundary catches the rest */}
    {typeof props.message.content !== 'string' ? (
      <Unreadable />
    ) : props.message.role === 'user' ? (
      <UserMessage {...props} />
    ) : (
      <AssistantMessage {...props} />
    )}
  </ErrorBoundary>
));
MessageRow.displayName = 'MessageRow';
