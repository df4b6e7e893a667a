import Box from '@mui/material/Box';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type RefObject,
} from 'react';
import {
  Virtuoso,
  type Components,
  type ItemProps,
  type ListProps,
  type VirtuosoHandle,
} from 'react-virtuoso';
import type { Message, MessageMode } from '../../types/api';
import type { PendingSend } from '../composer';
import type { AskAgainBlocked, MessageActions } from './use-message-actions';
import { MessageRow } from './message-row';
import { promptBefore } from '../chats';
import { clearHighlight, highlightText, SEARCH_HIGHLIGHT } from '../find-in-chat';
import { TypingIndicator } from './typing-indicator';
import { estimatedRowHeight, typicalRowHeight } from './row-height-estimate';
import { useInBrowser } from '../../components/use-in-browser';
import { useLingui } from '@lingui/react/macro';

/** How far past the viewport rows are rendered, so a wheel turn rarely meets an empty gap. */
const OVERSCAN_PX = 400;
/** How near the bottom still counts as "at the bottom". */
const PINNED_PX = 80;
/** Keys that scroll a focused list. */
const SCROLL_KEYS = /^(Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

interface Row {
  message: Message;
  /** its place in the chat, from 0 */
  index: number;
  /** the prompt a reply answers (an image's alt text, Ask again) */
  prompt?: string;
  /** a prompt on its way to the server */
  sending?: boolean;
  /** a user message's mode: its reply's */
  mode?: MessageMode;
  /** the chat's last reply, with nothing on its way: it may be asked again */
  asksAgain?: boolean;
}

interface ListContext {
  userName: string;
  /** how many rows the whole conversation has, rendered or not */
  setSize: number;
  /** when the awaited reply's prompt was sent, if one is awaited */
  waitingSince: number | undefined;
  query: string;
  currentMatch: number | undefined;
  scroller: RefObject<HTMLElement | null>;
  actions: MessageActions | undefined;
  askAgainBlocked: AskAgainBlocked | undefined;
  /** the list is opening: a row mounted now is first only its room (RowWhileOpening) */
  opening: boolean;
  /** a row has been filled in; the last one's ends the opening */
  filled: (index: number) => void;
}

/** The list element: an ordered list, the conversation's semantics for assistive technology. */
const List = ({
  style,
  children,
  ref,
  'data-testid': testId,
}: ListProps & { context: ListContext }) => {
  const { t } = useLingui();
  return (
    <Box
      component="ol"
      // Virtuoso types its list element as a div; it only measures it
      ref={ref as unknown as Ref<HTMLOListElement>}
      aria-label={t`Messages`}
      data-testid={testId}
      style={style}
      sx={{ maxWidth: 900, mx: 'auto', my: 0, px: { xs: 1.5, sm: 3 } }}
    >
      {children}
    </Box>
  );
};

/**
 * One row. It says where it stands in the whole conversation, since most rows are not in the
 * DOM; focus inside a row that scrolls away moves to the list rather than being lost.
 */
const Item = ({
  item,
  context,
  children,
  style,
  ...data
}: ItemProps<Row> & { context: ListContext }) => {
  const ref = useRef<HTMLLIElement>(null);
  const { t } = useLingui();
  const { scroller, query } = context;
  const current = context.currentMatch === item.index;
  useLayoutEffect(
    () => () => {
      if (ref.current?.contains(document.activeElement))
        scroller.current?.focus({ preventScroll: true });
    },
    [scroller],
  );
  useEffect(() => {
    const row = ref.current;
    if (!current || !row) return;
    // the row's Markdown and highlighting arrive later: mark the text again when it changes
    highlightText(row, query);
    const observer = new MutationObserver(() => highlightText(row, query));
    observer.observe(row, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      clearHighlight();
    };
  }, [current, query]);
  return (
    <Box
      component="li"
      ref={ref}
      style={style}
      data-index={data['data-index']}
      data-item-index={data['data-item-index']}
      data-known-size={data['data-known-size']}
      aria-label={item.message.role === 'user' ? t`You` : t`Assistant`}
      aria-setsize={context.setSize}
      aria-posinset={item.index + 1}
      aria-current={current ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        py: 1,
        ...(current && {
          outline: 2,
          outlineColor: 'warning.main',
          outlineOffset: 2,
          borderRadius: 3,
        }),
        [`& ::highlight(${SEARCH_HIGHLIGHT})`]: { bgcolor: 'warning.light', color: '#000' },
      }}
    >
      {children}
    </Box>
  );
};

const Header = () => <Box sx={{ height: 16 }} />;
const Footer = ({ context }: { context: ListContext }) => (
  <Box sx={{ maxWidth: 900, mx: 'auto', px: { xs: 1.5, sm: 3 }, pb: 2 }}>
    {context.waitingSince !== undefined && <TypingIndicator since={context.waitingSince} />}
  </Box>
);

const components: Components<Row, ListContext> = { List, Item, Header, Footer };

/** A row as it is shown: its message, the actions it offers. */
const FullRow = ({ row, context }: { row: Row; context: ListContext }) => (
  <MessageRow
    message={row.message}
    index={row.index}
    userName={context.userName}
    prompt={row.prompt}
    sending={row.sending}
    mode={row.mode}
    actions={context.actions}
    // a string or null: only the last reply's row changes with it
    askAgainBlocked={
      row.asksAgain
        ? (context.askAgainBlocked?.[row.message.isImage ? 'image' : 'text'] ?? null)
        : undefined
    }
  />
);

/**
 * The list's updates are synchronous (react-virtuoso's store): the rows it mounts as it opens,
 * each a Markdown parse and a layout, would be one long task. Mounted while it opens, a row is
 * first the room it will take, about its height, and is filled in a deferred render React
 * slices and the browser can come in between.
 */
const RowWhileOpening = ({ row, context }: { row: Row; context: ListContext }) => {
  const [opening] = useState(context.opening);
  // a server render (a build-time prerender) has no deferred render to come: whole rows
  const inBrowser = useInBrowser();
  const full = useDeferredValue(true, opening && inBrowser ? false : undefined);
  const { filled } = context;
  useEffect(() => {
    if (full) filled(row.index);
  }, [full, filled, row.index]);
  // inline: a class for each height would be a style rule written for each
  if (!full) return <div style={{ height: estimatedRowHeight(row.message, window.innerWidth) }} />;
  return <FullRow row={row} context={context} />;
};

const itemContent = (_index: number, row: Row, context: ListContext) => (
  <RowWhileOpening row={row} context={context} />
);
const itemKey = (_index: number, row: Row) => (row.sending ? 'sending' : row.index);

interface MessageListProps {
  messages: Message[];
  pending: PendingSend | undefined;
  userName: string;
  /** what the chat search looks for, and the index of the message it shows */
  query?: string;
  currentMatch?: number;
  /** Edit and Ask again; none where the chat is only shown */
  actions?: MessageActions;
  askAgainBlocked?: AskAgainBlocked;
}

/**
 * The conversation, virtualized: only the rows near the viewport are in the DOM, however far
 * back the reader goes, so a long chat stays as light as a short one. It opens at the newest
 * message, follows the bottom while rows below grow, and scrolls to the bottom whenever the
 * conversation changes. Mount it with key={chatId}.
 */
export const MessageList = memo(
  ({
    messages,
    pending,
    userName,
    query = '',
    currentMatch,
    actions,
    askAgainBlocked,
  }: MessageListProps) => {
    const virtuoso = useRef<VirtuosoHandle>(null);
    const scroller = useRef<HTMLElement | null>(null);
    // whether the reader is at the bottom; content that grows later (lazy Markdown,
    // highlighting, images) keeps them there instead of pushing the newest lines out of view
    const pinned = useRef(true);
    // a smooth scroll to the bottom is on its way: growth below retargets it rather than jumping
    const gliding = useRef(false);
    // a search match is shown: until the reader moves the list themselves, a scroll event still
    // on its way from before the jump must not pin the list back to the bottom
    const holding = useRef(false);
    const opened = useRef(false);
    const { t } = useLingui();

    const rows = useMemo(() => {
      const all: Row[] = messages.map((message, index) => {
        if (message.role === 'user')
          return { message, index, mode: messages[index + 1]?.isImage ? 'image' : 'text' };
        return {
          message,
          index,
          prompt: promptBefore(messages, index),
          asksAgain: !pending && index === messages.length - 1,
        };
      });
      if (pending)
        all.push({
          message: {
            role: 'user',
            content: pending.prompt,
            timestamp: pending.timestamp,
            isImage: false,
          },
          index: messages.length,
          sending: true,
        });
      return all;
    }, [messages, pending]);

    // the list opens, and is busy, until its last row is shown: it renders rows only once it has
    // measured itself, and those it mounts meanwhile are filled in later (RowWhileOpening)
    const [opening, setOpening] = useState(rows.length > 0);
    const lastIndex = rows.length - 1;
    const filled = useCallback(
      (index: number) => {
        if (index === lastIndex) setOpening(false);
      },
      [lastIndex],
    );
    const context = useMemo<ListContext>(
      () => ({
        userName,
        setSize: rows.length,
        waitingSince: pending?.timestamp,
        query,
        currentMatch,
        scroller,
        actions,
        askAgainBlocked,
        opening,
        filled,
      }),
      [
        userName,
        rows.length,
        pending,
        query,
        currentMatch,
        actions,
        askAgainBlocked,
        opening,
        filled,
      ],
    );

    const scrollerRef = useCallback((element: HTMLElement | Window | null) => {
      const root = element instanceof HTMLElement ? element : null;
      scroller.current = root;
      if (!root) return;
      let lastTop = root.scrollTop;
      // only the reader scrolling up unpins; a smooth scroll on its way down does not
      root.addEventListener(
        'scroll',
        () => {
          const fromBottom = root.scrollHeight - root.scrollTop - root.clientHeight;
          if (fromBottom < 2) gliding.current = false;
          if (fromBottom < PINNED_PX && !holding.current) pinned.current = true;
          else if (root.scrollTop < lastTop && !gliding.current) pinned.current = false;
          lastTop = root.scrollTop;
        },
        { passive: true },
      );
      const release = () => {
        holding.current = false;
      };
      // the reader's own hand stops a glide, as it stops any smooth scroll: scrolling up then unpins
      const takeOver = () => {
        release();
        gliding.current = false;
      };
      for (const name of ['wheel', 'touchstart', 'pointerdown'])
        root.addEventListener(name, takeOver, { passive: true });
      root.addEventListener(
        'keydown',
        (event) => (SCROLL_KEYS.test(event.key) ? takeOver : release)(),
        { passive: true },
      );
      // the list itself grows shorter (an on-screen keyboard, a phone turned): the reader at the
      // bottom stays there
      new ResizeObserver(() => {
        if (pinned.current) root.scrollTop = root.scrollHeight;
      }).observe(root);
    }, []);

    const scrollToBottom = useCallback((smooth: boolean) => {
      gliding.current = smooth;
      virtuoso.current?.scrollToIndex({
        index: 'LAST',
        align: 'end',
        behavior: smooth ? 'smooth' : 'auto',
      });
    }, []);

    const stickToBottom = useCallback(() => {
      if (pinned.current) scrollToBottom(gliding.current);
    }, [scrollToBottom]);

    // the newest content changed: scroll to the bottom (at once when the chat opens, smoothly after)
    const last = messages[messages.length - 1];
    useEffect(() => {
      pinned.current = true;
      holding.current = false;
      if (!opened.current) {
        opened.current = true;
        return;
      }
      scrollToBottom(!prefersReducedMotion());
    }, [last, pending, scrollToBottom]);

    // the chat search shows a match: bring its row's start into view (a reply can be taller
    // than the view, and its words are usually near the top)
    useEffect(() => {
      holding.current = currentMatch !== undefined;
      if (currentMatch === undefined) return;
      pinned.current = false;
      const show = () =>
        virtuoso.current?.scrollToIndex({ index: currentMatch, align: 'start', offset: -12 });
      show();
      // rows far from the view have estimated heights; the jump measures those it lands among,
      // which can move the match by a few rows: once they are measured, land again, exactly
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(show);
      });
      return () => cancelAnimationFrame(frame);
    }, [currentMatch]);

    // the list reads its rows' default height only until it has measured one
    const [typicalRow] = useState(() => typicalRowHeight(messages, window.innerWidth));

    const onKeyDown = useCallback(
      (event: KeyboardEvent<HTMLElement>) => {
        const list = virtuoso.current;
        const root = scroller.current;
        if (!list || !root || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
          return;
        const page = Math.max(root.clientHeight - 48, 48);
        switch (event.key) {
          case 'Home':
            pinned.current = false;
            list.scrollToIndex({ index: 0, align: 'start' });
            break;
          case 'End':
            pinned.current = true;
            scrollToBottom(false);
            break;
          case 'PageUp':
            list.scrollBy({ top: -page });
            break;
          case 'PageDown':
            list.scrollBy({ top: page });
            break;
          default:
            return;
        }
        event.preventDefault();
      },
      [scrollToBottom],
    );

    return (
      <Virtuoso<Row, ListContext>
        ref={virtuoso}
        data={rows}
        context={context}
        components={components}
        itemContent={itemContent}
        computeItemKey={itemKey}
        initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
        increaseViewportBy={OVERSCAN_PX}
        defaultItemHeight={typicalRow}
        totalListHeightChanged={stickToBottom}
        scrollerRef={scrollerRef}
        onKeyDown={onKeyDown}
        role="region"
        aria-label={t`Conversation`}
        aria-busy={opening || undefined}
        style={{ flex: 1, overscrollBehavior: 'contain' }}
      />
    );
  },
);
MessageList.displayName = 'MessageList';
