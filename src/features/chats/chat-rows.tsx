import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { Virtuoso, type Components, type ItemProps, type ListProps } from 'react-virtuoso';
import type { Chat } from '../../types/api';
import { useFirstPaintDone } from '../../components/use-first-paint-done';
import { actionsOnHover, CHAT_ENTRIES, ChatListItem, type ChatListItemProps } from './chat-entry';

/** The sidebar's scrolling box, in which long lists render only the rows in and near view. */
export const ChatScrollerContext = createContext<HTMLElement | null>(null);

/** A list this long renders only what is near the view; a shorter one renders whole. */
const WINDOWED_FROM = 20;
/** An entry's usual height, so rows are placed before they are measured. */
export const ENTRY_PX = 60;
/**
 * Rows rendered past each edge of the view: a few, as each costs a filter's key. Tab or Shift+Tab
 * scrolls the entry it reaches into view, so the next ones are always rendered for the next.
 */
const OVERSCAN = { top: 2 * ENTRY_PX, bottom: 3 * ENTRY_PX };

/**
 * How far below the view rows come into being: a windowed list until then is a spacer of its
 * height (each Virtuoso costs a start-up render), a short one renders only its rows this near.
 */
const NEAR_PX = 400;
const NEAR_MARGIN = `${NEAR_PX}px 0px`;

/** A windowed list's parts: the plain list of entries below, of `li` rows. */
const WINDOWED_PARTS: Components<Chat> = {
  List: ({ style, children, ref }: ListProps) => (
    // Virtuoso types its list element as a div; it only measures it
    <ul className={CHAT_ENTRIES} style={style} ref={ref as unknown as Ref<HTMLUListElement>}>
      {children}
    </ul>
  ),
  Item: ({ item: _chat, context: _none, ...props }: ItemProps<Chat> & { context?: unknown }) => (
    <li {...props} />
  ),
};

export interface ChatItemsProps extends Omit<
  ChatListItemProps,
  'chat' | 'selected' | 'pinned' | 'chosen'
> {
  chats: Chat[];
  selectedId: string | null;
  pinned: ReadonlySet<string>;
  /** in select mode, the chosen chats (otherwise null) */
  chosen: ReadonlySet<string> | null;
  /** how far down the sidebar's content this list starts at least, in px, unmeasured */
  startsAt?: number;
}

/** Each scrolling box's height and scroll as its observers last saw them: read without a layout. */
const views = new WeakMap<HTMLElement, { height: number; top: number }>();

/** Keeps what rowsInView knows of `scroller` up to date. */
export const useScrollerView = (scroller: HTMLElement | null) => {
  useEffect(() => {
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const view = { height: 0, top: scroller.scrollTop };
    views.set(scroller, view);
    const resized = new ResizeObserver(([seen]) => {
      if (seen) view.height = seen.contentRect.height;
    });
    resized.observe(scroller);
    const scrolled = () => (view.top = scroller.scrollTop);
    scroller.addEventListener('scroll', scrolled, { passive: true });
    return () => {
      resized.disconnect();
      scroller.removeEventListener('scroll', scrolled);
      views.delete(scroller);
    };
  }, [scroller]);
};

/** How many rows of a list starting `startsAt` px down fit in a view `height` px high. */
const rowsWithin = (height: number, startsAt: number) =>
  Math.max(0, Math.ceil((height - startsAt) / ENTRY_PX));

/**
 * How many of a list's first rows can be in the scrolling box's view: an estimate from the box's
 * height, known before the list is in the page. Null while the box's height is not known or it
 * is scrolled.
 */
const rowsInView = (scroller: HTMLElement | null, startsAt: number) => {
  const view = scroller && views.get(scroller);
  return view && view.height > 0 && view.top === 0 ? rowsWithin(view.height, startsAt) : null;
};

/**
 * How many of a list's first rows are within NEAR_PX below the box's view, scrolled or not (the
 * spacer's observer brings the rest); a row more, so that the spacer starts beyond NEAR_PX
 * rather than at its edge. Null while the box's height is not known.
 */
const rowsNearView = (scroller: HTMLElement | null, startsAt: number) => {
  const view = scroller && views.get(scroller);
  return view && view.height > 0 ? rowsWithin(view.height + NEAR_PX + ENTRY_PX, startsAt) : null;
};

/**
 * Whether what `watch` is given (a spacer) is near the sidebar's view yet, from `initially` on.
 * Without IntersectionObserver (an old browser, jsdom) everything is near.
 */
const useNear = (scroller: HTMLElement | null, initially: boolean) => {
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === 'undefined');
  const watch = useCallback(
    (spacer: HTMLDivElement | null) => {
      if (!spacer || !scroller) return;
      const observer = new IntersectionObserver(
        (seen) => {
          if (seen.some((each) => each.isIntersecting)) setNear(true);
        },
        { root: scroller, rootMargin: NEAR_MARGIN },
      );
      observer.observe(spacer);
      // Tab can outrun the observer's frames: focus in the sidebar makes every list at once
      const focused = () => setNear(true);
      scroller.addEventListener('focusin', focused);
      return () => {
        observer.disconnect();
        scroller.removeEventListener('focusin', focused);
      };
    },
    [scroller],
  );
  return [near, watch] as const;
};

/**
 * A list of chat entries; from WINDOWED_FROM on, only those in and near view of the sidebar's
 * scrolling box (ChatScrollerContext) are in the page. A shorter one first renders the rows that
 * can be in view, and the rest once they are painted.
 */
export const ChatItems = ({
  chats,
  selectedId,
  pinned,
  chosen,
  startsAt = 0,
  ...actions
}: ChatItemsProps) => {
  const scroller = useContext(ChatScrollerContext);
  // With a mouse, a list's entries are painted first and get their hidden actions right after:
  // the actions (three buttons and their icons each) are most of an entry's cost. On a touch
  // screen they are always shown, so they come with the entry.
  const painted = useFirstPaintDone();
  const [hoverOnly] = useState(actionsOnHover);
  const bare = !painted && hoverOnly;
  const [firstRows] = useState(() => rowsInView(scroller, startsAt));
  const entry = (chat: Chat) => (
    <ChatListItem
      chat={chat}
      selected={chat._id === selectedId}
      pinned={pinned.has(chat._id)}
      chosen={chosen ? chosen.has(chat._id) : undefined}
      bare={bare}
      {...actions}
    />
  );
  if (chats.length < WINDOWED_FROM)
    return (
      <ShortItems
        chats={chats}
        scroller={scroller}
        entry={entry}
        firstRows={firstRows}
        nearRows={rowsNearView(scroller, startsAt)}
        painted={painted}
      />
    );
  // the scrolling box is known from the render after the first, before anything is painted
  if (!scroller) return null;
  return (
    <WindowedItems
      chats={chats}
      scroller={scroller}
      entry={entry}
      // unknown, a screenful below the entries above it
      firstRows={Math.min(chats.length, firstRows ?? rowsWithin(window.innerHeight, startsAt))}
    />
  );
};

/**
 * A short list: first the rows that can be in view, once they are painted those near it, and the
 * rest (a spacer of their height until then) as they near the view or the sidebar takes focus.
 */
const ShortItems = ({
  chats,
  scroller,
  entry,
  firstRows,
  nearRows,
  painted,
}: {
  chats: Chat[];
  scroller: HTMLElement | null;
  entry: (chat: Chat) => ReactNode;
  /** the rows that can be in view, estimated (rowsInView); null when unknown */
  firstRows: number | null;
  /** the rows within NEAR_PX below the view (rowsNearView) */
  nearRows: number | null;
  painted: boolean;
}) => {
  const [allNear, watch] = useNear(scroller, nearRows === null || nearRows >= chats.length);
  const rows = !painted ? firstRows : allNear ? null : nearRows;
  const shown = rows === null ? chats : chats.slice(0, rows);
  return (
    <>
      <ul className={CHAT_ENTRIES}>
        {shown.map((chat) => (
          <li key={chat._id}>{entry(chat)}</li>
        ))}
      </ul>
      {shown.length < chats.length && (
        // holds the lists below in place from the first frame; watched once that is painted
        <div
          ref={painted ? watch : undefined}
          style={{ height: (chats.length - shown.length) * ENTRY_PX }}
        />
      )}
    </>
  );
};

const WindowedItems = ({
  chats,
  scroller,
  entry,
  firstRows,
}: {
  chats: Chat[];
  scroller: HTMLElement;
  entry: (chat: Chat) => ReactNode;
  /** the rows that can be in view at first, estimated (rowsInView) */
  firstRows: number;
}) => {
  // A list with rows in view is there from the first render and has them in it; the others wait
  // for the view.
  const [near, watch] = useNear(scroller, firstRows > 0);
  if (!near) return <div ref={watch} style={{ height: chats.length * ENTRY_PX }} />;
  return (
    <Virtuoso
      customScrollParent={scroller}
      data={chats}
      computeItemKey={(_, chat) => chat._id}
      defaultItemHeight={ENTRY_PX}
      increaseViewportBy={OVERSCAN}
      // not a frame after it has measured the view
      initialItemCount={firstRows}
      components={WINDOWED_PARTS}
      itemContent={(_, chat) => entry(chat)}
    />
  );
};
