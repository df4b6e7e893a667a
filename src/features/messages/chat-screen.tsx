import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useEffect, useMemo, useState } from 'react';
import { Hint } from '../../components/hint';
import { useAppSelector } from '../../app/hooks';
import { CenteredMessage } from '../../components/centered-message';
import { Logo } from '../../components/logo';
import { networkError } from '../../components/network-error';
import { Spinner } from '../../components/spinner';
import { toast } from '../../components/toast';
import { useDeferredReady } from '../../components/use-deferred-ready';
import { visuallyHidden } from '../../components/visually-hidden';
import { preloadHighlighter } from '../../components/markdown/code-block';
import { InTopBar } from '../../components/top-bar-slot';
import { useInTopBar } from '../../components/use-in-top-bar';
import type { Chat, Message } from '../../types/api';
import { useCurrentUser } from '../auth';
import {
  chatTitle,
  selectAwaitingNewChat,
  selectOpenedAt,
  selectSelectedChatId,
  useChats,
  type OpenedAt,
} from '../chats';
import { FindInChatField, FoldedFindInChat, useFindInChat, type FindInChat } from '../find-in-chat';
import { Composer, selectPending, type PendingSend } from '../composer';
import { chatImages, ImageViewer } from '../image-viewer';
import { useMessageActions } from './use-message-actions';
import { useReplyAnnouncement } from './use-reply-announcement';
import { useHighlighterWhenIdle } from './use-highlighter-when-idle';
import { MessageList } from './message-list';
import { Trans, useLingui } from '@lingui/react/macro';

const EMPTY: Message[] = [];

const EmptyState = () => (
  <CenteredMessage sx={{ minHeight: 0 }}>
    <Logo size={48} decorative />
    <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
      <Trans>Ask me anything.</Trans>
    </Typography>
  </CenteredMessage>
);

/** Search in the chat and its export: a bar of their own, or folded into a phone's top bar. */
const ChatTools = ({
  search,
  chat,
  userName,
}: {
  search: FindInChat;
  chat: Chat;
  userName: string;
}) => {
  const { t } = useLingui();
  const folded = useInTopBar();
  return (
    <>
      {folded ? <FoldedFindInChat search={search} /> : <FindInChatField search={search} />}
      <Hint title={t`Export chat as Markdown`}>
        <IconButton
          aria-label={t`Export chat as Markdown`}
          onClick={() => {
            // the exporter (and its file saver) is downloaded on the first export
            import(/* webpackChunkName: "export-chat" */ '../chat-export').then(
              (module) => module.exportChat(chat, userName),
              (error: unknown) => toast.error(networkError(error)),
            );
          }}
          size={folded ? 'medium' : 'small'}
        >
          <FileDownloadOutlinedIcon fontSize={folded ? 'medium' : 'small'} />
        </IconButton>
      </Hint>
    </>
  );
};

/** The open chat's header (search, export) and its messages; keyed by chat, so search starts afresh. */
const Conversation = ({
  chat,
  pending,
  userName,
  openedAt,
}: {
  chat: Chat;
  pending: PendingSend | undefined;
  userName: string;
  /** a message the search over all chats found here: this chat's search starts at it */
  openedAt: OpenedAt | undefined;
}) => {
  const messages = chat.messages;
  const search = useFindInChat(messages, openedAt);
  // the viewer's image, by its place in the chat
  const [viewing, setViewing] = useState<number | null>(null);
  const { actions, askAgainBlocked } = useMessageActions(chat._id, setViewing);
  const images = useMemo(() => chatImages(messages), [messages]);
  const viewed = images.findIndex((image) => image.index === viewing);
  return (
    <>
      <InTopBar
        otherwise={(tools) => (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: 1,
              px: { xs: 1.5, sm: 3 },
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {tools}
          </Box>
        )}
      >
        <ChatTools search={search} chat={chat} userName={userName} />
      </InTopBar>
      <MessageList
        messages={messages}
        pending={pending}
        userName={userName}
        query={search.query}
        currentMatch={search.currentMessage}
        actions={actions}
        askAgainBlocked={askAgainBlocked}
      />
      <ImageViewer
        open={viewed >= 0}
        images={images}
        at={Math.max(viewed, 0)}
        onStep={(at) => setViewing(images[at]?.index ?? null)}
        onClose={() => setViewing(null)}
      />
    </>
  );
};

export const ChatScreen = () => {
  const selectedId = useAppSelector(selectSelectedChatId);
  const { chats, isLoading } = useChats();
  const { data: user } = useCurrentUser();
  const chat = chats?.find((c) => c._id === selectedId);
  const pending = useAppSelector((state) => selectPending(state, chat?._id ?? null));
  const openedAt = useAppSelector(selectOpenedAt);
  const openedHere = chat && openedAt?.chatId === chat._id ? openedAt : undefined;
  const { t } = useLingui();
  const messages = chat?.messages ?? EMPTY;
  const announcement = useReplyAnnouncement(chat?._id, messages[messages.length - 1]);
  useHighlighterWhenIdle(chat !== undefined);
  // a reply on its way may hold code: it is coloured as it lands
  useEffect(() => {
    if (pending) preloadHighlighter();
  }, [pending]);
  // the conversation that arrives with the chats comes in slices (a chat opened later, at once)
  const awaitingNewChat = useAppSelector(selectAwaitingNewChat);
  const shown = useDeferredReady(
    !isLoading && !(chats && chats.length > 0 && !chat && !awaitingNewChat),
  );

  if (!shown) return <Spinner label={t`Loading chats`} />;

  return (
    <Box
      component="section"
      aria-label={t`Chat`}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Typography component="h1" sx={visuallyHidden}>
        {chat ? chatTitle(chat) : t`Chat`}
      </Typography>
      {/* the empty state is outside the keyed conversation: it stays the same element while a
          first chat is created and selected, instead of being remounted under the new key */}
      {!chat || (messages.length === 0 && !pending) ? (
        <EmptyState />
      ) : (
        <Conversation
          // opened again at a found message, it starts afresh there
          key={openedHere ? `${chat._id}#${openedHere.serial}` : chat._id}
          openedAt={openedHere}
          chat={chat}
          pending={pending}
          userName={user?.name ?? ''}
        />
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Composer chatId={chat?._id ?? null} />
    </Box>
  );
};
