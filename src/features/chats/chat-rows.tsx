import List from '@mui/material/List';
import {
  createContext,
  useCallback,
  useContext,
  useState,
  type ComponentProps,
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
const ENTRY_PX = 60;
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

/** A windowed list of chats as an MUI List of `li` rows, with the list's own props. */
export const windowedListParts = (
  listProps: Omit<ComponentProps<typeof List>, 'style' | 'ref' | 'children'>,
): Components<Chat> => ({
  List: ({ style, children, ref }: ListProps) => (
    // Virtuoso types its list element as a div; it only measures it
    <List
      dense
      disablePadding
      {...listProps}
      style={style}
      ref={ref as unknown as Ref<HTMLUListElement>}
    >
      {children}
    </List>
  ),
  Item: ({ item: _chat, context: _none, ...props }: ItemProps<Chat> & { context?: unknown }) => (
    <li {...props} />
  ),
});

const WINDOWED_PARTS = windowedListParts({ className: CHAT_ENTRIES });

export interface ChatItemsProps extends Omit<
  ChatListItemProps,
  'chat' | 'selected' | 'pinned' | 'chosen'
> {
  chats: Chat[];
  selectedId: string | null;
  pinned: ReadonlySet<string>;
  /** in select mode, the chosen chats (otherwise null) */
  chosen: ReadonlySet<string> | null;
  /** how many entries at least come before this list in the sidebar: where it starts, unmeasured */
  entriesBefore?: number;
}

/**
 * A list of chat entries; from WINDOWED_FROM on, only those in and near view of the sidebar's
 * scrolling box (ChatScrollerContext) are in the page.
 */
export const ChatItems = ({
  chats,
  selectedId,
  pinned,
  chosen,
  entriesBefore = 0,
  ...actions
}: ChatItemsProps) => {
  const scroller = useContext(ChatScrollerContext);
  // With a mouse, a list's entries are painted first and get their hidden actions right after:
  // the actions (three buttons and their icons each) are most of an entry's cost. On a touch
  // screen they are always shown, so they come with the entry.
  const painted = useFirstPaintDone();
  const [hoverOnly] = useState(actionsOnHover);
  const bare = !painted && hoverOnly;
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
      <List dense disablePadding className={CHAT_ENTRIES}>
        {chats.map((chat) => (
          <li key={chat._id}>{entry(chat)}</li>
        ))}
      </List>
    );
  // the scrolling box is known from the render after the first, before anything is painted
  if (!scroller) return null;
  return (
    <WindowedItems chats={chats} scroller={scroller} entry={entry} entriesBefore={entriesBefore} />
  );
};

const WindowedItems = ({
  chats,
  scroller,
  entry,
  entriesBefore,
}: {
  chats: Chat[];
  scroller: HTMLElement;
  entry: (chat: Chat) => ReactNode;
  entriesBefore: number;
}) => {
  // The rows of the first screenful below the entries above it, estimated: measuring the list's
  // place mid-render would lay out the whole page. A list with any is there from the first render
  // and has them in it; the others wait for the view. Without IntersectionObserver (an old
  // browser, jsdom) every list is simply there.
  const [firstRows] = useState(() =>
    Math.min(chats.length, Math.max(0, Math.ceil(window.innerHeight / ENTRY_PX) - entriesBefore)),
  );
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
