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
 * How far from the view a windowed list comes into being. Until then it is a spacer of its height,
 * as each Virtuoso costs a start-up render.
 */
const NEAR_PX = 800;
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
      <ul className={CHAT_ENTRIES}>
        {(painted || firstRows === null ? chats : chats.slice(0, firstRows)).map((chat) => (
          <li key={chat._id}>{entry(chat)}</li>
        ))}
      </ul>
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
  // for the view. Without IntersectionObserver (an old browser, jsdom) every list is simply there.
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || firstRows > 0,
  );
  const watch = useCallback(
    (spacer: HTMLDivElement | null) => {
      if (!spacer) return;
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
