import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import { memo, useRef, useState } from 'react';
import { Hint } from '../../components/hint';
import { ActionsMenu } from '../../components/actions-menu';
import type { MenuAction } from '../../components/actions-menu-view';
import { copyToClipboard } from '../../components/copy-to-clipboard';
import { toast } from '../../components/toast';
import { useLongPress } from '../../components/use-long-press';
import { isHttpUrl } from '../../components/browser-location';
import { CopyButton } from '../../components/copy-button';
import { ErrorBoundary } from '../../components/error-boundary';
import { RelativeTime } from '../../components/relative-time';
import type { Message, MessageMode } from '../../types/api';
import Markdown from '../../components/markdown/markdown';
import { MESSAGE_FONT_SIZE } from '../../components/message-size';
import { generatedImageName } from '../chats';
import { ReadAloudButton } from '../voice';
import type { MessageActions } from './use-message-actions';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { messageCost } from './message-cost';

const bodySx = {
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: MESSAGE_FONT_SIZE,
} as const;

export interface MessageRowProps {
  message: Message;
  /** its place in the chat */
  index?: number;
  /** the user's name, for the avatar */
  userName: string;
  /** the prompt that produced an image, for its alt text */
  prompt?: string;
  /** shown while the message waits for the server */
  sending?: boolean;
  /** a user message's mode (its reply's); the last reply's, for Ask again */
  mode?: MessageMode;
  /** Edit on the user's messages, Ask again on the last reply */
  actions?: MessageActions;
  /** the last reply only: why Ask again cannot send now, or null when it can */
  askAgainBlocked?: MessageDescriptor | null;
}

/** Its prompt once more, as a new exchange: the server adds to the chat, it replaces nothing. */
const AskAgainButton = ({
  prompt,
  mode,
  actions,
  blocked,
}: {
  prompt: string;
  mode: MessageMode;
  actions: MessageActions;
  blocked: MessageDescriptor | null;
}) => {
  const { t, i18n } = useLingui();
  const cost = messageCost(mode);
  const does = t`Sends the same prompt once more, as a new message below (${cost})`;
  const reason = blocked && i18n._(blocked);
  const hint = reason ? t`${does}. ${reason}.` : does;
  // off, it stays focusable, so its reason is heard and shown on focus as well as on hover
  return (
    <Hint title={hint} describeChild>
      <IconButton
        size="small"
        aria-label={t`Ask again`}
        aria-disabled={Boolean(blocked)}
        onClick={() => actions.askAgain(prompt, mode)}
        sx={blocked ? { opacity: 0.45, cursor: 'default' } : undefined}
      >
        <ReplayOutlinedIcon fontSize="small" />
      </IconButton>
    </Hint>
  );
};

/**
 * A long press on a message: its actions in one menu, for a finger that would rather not aim at
 * the small buttons below it.
 */
const useMessageMenu = (label: string, actions: () => MenuAction[]) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // a right click on a message keeps the browser's menu: it is how words are copied
  const pressing = useLongPress(setAnchor, { mouse: false });
  // rendered only while open: a closed menu in every row would still run MUI's menu code
  const menu = anchor && (
    <ActionsMenu
      open
      anchorEl={anchor}
      label={label}
      actions={actions()}
      onClose={() => setAnchor(null)}
    />
  );
  return { pressing, menu };
};

/** Copies a message's text, and says so. */
const copyMessage = (text: string, copied: string) =>
  void copyToClipboard(text).then((done) => done && toast.success(copied));

const UserMessage = ({ message, userName, sending, mode, actions }: MessageRowProps) => {
  const { t } = useLingui();
  const { pressing, menu } = useMessageMenu(t`Actions for your message`, () =>
    sending || !actions
      ? []
      : [
          { label: t`Copy`, onClick: () => copyMessage(message.content, t`Copied`) },
          { label: t`Edit`, onClick: () => actions.edit(message.content, mode ?? 'text') },
          { label: t`Save as a prompt`, onClick: () => actions.savePrompt(message.content) },
        ],
  );
  return (
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
          {...(!sending && actions && pressing)}
          sx={{
            px: 2,
            py: 1.25,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 3,
            borderTopRightRadius: 4,
          }}
        >
          <Typography variant="body1" component="div" dir="auto" sx={bodySx}>
            {message.content}
          </Typography>
        </Paper>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          {!sending && actions && (
            <>
              <Hint title={t`Edit: puts it in the prompt, to send as a new message`} describeChild>
                <IconButton
                  size="small"
                  aria-label={t`Edit`}
                  onClick={() => actions.edit(message.content, mode ?? 'text')}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Hint>
              <Hint title={t`Save as a prompt, to use again with /`} describeChild>
                <IconButton
                  size="small"
                  aria-label={t`Save as a prompt`}
                  onClick={() => actions.savePrompt(message.content)}
                >
                  <BookmarkAddOutlinedIcon fontSize="small" />
                </IconButton>
              </Hint>
            </>
          )}
          <Typography variant="caption" color="text.secondary">
            {sending ? t`Sending…` : <RelativeTime time={message.timestamp} />}
          </Typography>
        </Box>
        {menu}
      </Box>
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14 }} aria-hidden>
        {userName.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
    </Box>
  );
};

/**
 * A generated image, a link to itself that opens the viewer instead: a middle click or
 * Ctrl/⌘-click still opens it in a tab of its own, and the image keeps its role for screen readers.
 */
const ImageReply = ({
  url,
  prompt,
  onView,
}: {
  url: string;
  prompt: string | undefined;
  onView: (() => void) | undefined;
}) => {
  const image = (
    <Box
      component="img"
      src={url}
      alt={generatedImageName(prompt)}
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
  );
  if (!onView) return image;
  // no tooltip: one under a new image hid Ask again, and came back with the focus when the
  // viewer closed; the zoom cursor and "opens a dialog" say it instead
  return (
    <Box
      component="a"
      href={url}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        onView();
      }}
      sx={{ display: 'block', width: 'fit-content', borderRadius: 2, cursor: 'zoom-in' }}
    >
      {image}
    </Box>
  );
};

const AssistantMessage = ({
  message,
  index,
  prompt,
  actions,
  askAgainBlocked,
}: MessageRowProps) => {
  const { t } = useLingui();
  const shown = useRef<HTMLDivElement>(null);
  const viewable = message.isImage && isHttpUrl(message.content);
  const canAskAgain = askAgainBlocked === null && actions && prompt !== undefined;
  const { pressing, menu } = useMessageMenu(t`Actions for the reply`, () => [
    ...(message.isImage
      ? []
      : [{ label: t`Copy reply`, onClick: () => copyMessage(message.content, t`Copied`) }]),
    ...(viewable && actions && index !== undefined
      ? [{ label: t`View larger`, onClick: () => actions.viewImage(index) }]
      : []),
    ...(canAskAgain
      ? [
          {
            label: t`Ask again`,
            onClick: () => actions.askAgain(prompt, message.isImage ? 'image' : 'text'),
          },
        ]
      : []),
  ]);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-start' }}>
      <Paper
        ref={shown}
        {...(actions && pressing)}
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
          <Typography color="text.secondary">
            <Trans>This image could not be shown.</Trans>
          </Typography>
        ) : message.isImage ? (
          <ImageReply
            url={message.content}
            prompt={prompt}
            onView={actions && index !== undefined ? () => actions.viewImage(index) : undefined}
          />
        ) : (
          <Markdown>{message.content}</Markdown>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.75, mb: -0.5 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            <RelativeTime time={message.timestamp} />
          </Typography>
          {!message.isImage && (
            <>
              <CopyButton
                text={message.content}
                label={t`Copy reply`}
                hint={t`Copy reply as Markdown`}
              />
              <ReadAloudButton id={`${index ?? ''}:${message.timestamp}`} reply={shown} />
            </>
          )}
          {askAgainBlocked !== undefined && actions && prompt !== undefined && (
            <AskAgainButton
              prompt={prompt}
              mode={message.isImage ? 'image' : 'text'}
              actions={actions}
              blocked={askAgainBlocked}
            />
          )}
        </Box>
        {menu}
      </Paper>
    </Box>
  );
};

const Unreadable = () => (
  <Typography color="text.secondary">
    <Trans>This message could not be shown.</Trans>
  </Typography>
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
