import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLongPress } from '../../components/use-long-press';
import { memo } from 'react';
import { RelativeTime } from '../../components/relative-time';
import type { Chat } from '../../types/api';
import { chatTitle } from './chat-title';
import { CHAT_DRAG_TYPE } from './folders/use-chat-drop';
import { useLingui } from '@lingui/react/macro';

/** How an entry was clicked: Ctrl/⌘ picks it alone for a bulk action, Shift a range. */
export interface ClickHow {
  toggle: boolean;
  range: boolean;
}

export interface ChatListItemProps {
  chat: Chat;
  selected: boolean;
  pinned: boolean;
  /** in select mode: whether it is chosen (otherwise undefined) */
  chosen: boolean | undefined;
  /** shown without its actions for now: where they are hidden until hovered (actionsOnHover) */
  bare?: boolean;
  onSelect: (id: string, how: ClickHow) => void;
  onPin: (id: string, pin: boolean) => void;
  /** opens the entry's menu (Move to…, Archive) */
  onMore: (id: string, anchor: HTMLElement) => void;
  /** a long press or a right click: every action on the chat in one menu */
  onPress: (id: string, anchor: HTMLElement) => void;
  onDelete: (id: string) => void;
}

/** A chat's title on one line and how long ago it was active: how every list shows a chat. */
export const ChatEntryText = ({ chat }: { chat: Chat }) => (
  <ListItemText
    primary={<bdi>{chatTitle(chat)}</bdi>}
    secondary={<RelativeTime time={chat.updatedAt} />}
    slotProps={{
      primary: { noWrap: true, variant: 'body2', sx: { fontWeight: 500 } },
      secondary: { variant: 'caption' },
    }}
  />
);

/** Where an entry's actions show only on hover or focus: a mouse, not a touch screen. */
const HOVER_POINTER = '(hover: hover) and (pointer: fine)';

/** Whether this screen shows an entry's actions only on hover or focus. */
export const actionsOnHover = () => window.matchMedia?.(HOVER_POINTER).matches === true;

/**
 * The look of the entries below: an entry is plain elements, as a sidebar of hundreds renders many
 * at start-up. It follows MUI's ListItemButton and small IconButton. With a mouse the title has
 * the whole width and the actions show over it on hover or focus; on a touch screen they are
 * always there. Reached by the keyboard, the whole title shows.
 */
const entryStyles: SxProps<Theme> = (theme) => {
  const palette = (theme.vars ?? theme).palette;
  const primary = (opacity: string) => theme.alpha(palette.primary.main, opacity);
  const hover = String(palette.action.hoverOpacity);
  const selected = String(palette.action.selectedOpacity);
  // a native button without its own look, shaded on hover like MUI's
  const plainButton = {
    m: 0,
    border: 0,
    bgcolor: 'transparent',
    cursor: 'pointer',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:hover': { bgcolor: palette.action.hover },
  };
  return {
    // the list itself, as MUI's List without padding
    listStyle: 'none',
    m: 0,
    p: 0,
    position: 'relative',
    '& .chat-entry': { position: 'relative', display: 'flex', alignItems: 'center' },
    '& .chat-entry-open': {
      display: 'flex',
      alignItems: 'center',
      width: '100%',
      minWidth: 0,
      boxSizing: 'border-box',
      ...plainButton,
      py: 0.5,
      pl: 2,
      pr: 15,
      borderRadius: 2,
      color: 'inherit',
      font: 'inherit',
      textAlign: 'left',
      userSelect: 'none',
      '&:focus-visible': { bgcolor: palette.action.focus },
      '&[aria-current]': { bgcolor: primary(selected) },
      '&[aria-current]:hover': { bgcolor: primary(`${selected} + ${hover}`) },
      '&[aria-current]:focus-visible': {
        bgcolor: primary(`${selected} + ${String(palette.action.focusOpacity)}`),
      },
      '@media (hover: none)': {
        '&:hover': { bgcolor: 'transparent' },
        '&[aria-current]:hover': { bgcolor: primary(selected) },
      },
    },
    '& .chat-entry-text': { display: 'block', flexGrow: 1, minWidth: 0, my: '6px' },
    '& .chat-entry-title': {
      ...theme.typography.body2,
      display: 'block',
      textAlign: 'match-parent',
      fontWeight: 500,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& .chat-entry-time': {
      ...theme.typography.caption,
      display: 'block',
      color: 'text.secondary',
    },
    '& .chat-entry-actions': {
      position: 'absolute',
      right: 16,
      top: '50%',
      transform: 'translateY(-50%)',
      display: 'flex',
    },
    '& .chat-entry-action': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      ...plainButton,
      p: '5px',
      borderRadius: '50%',
      color: palette.action.active,
      '&:last-of-type': { mr: '-3px' },
      '&:focus-visible': {
        bgcolor: palette.action.focus,
        outlineStyle: 'solid',
        outlineWidth: 2,
        outlineColor: palette.primary.main,
      },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    // the whole title for the keyboard; not for a click (the entry would grow under the pointer).
    // No :has(): jsdom's selector engine tries it on every ancestor of every element it styles
    '& .chat-entry-open:focus-visible .chat-entry-title': { whiteSpace: 'normal' },
    [`@media ${HOVER_POINTER}`]: {
      '& .chat-entry-open': { pr: 1 },
      '& .chat-entry-actions': { opacity: 0 },
      '& .chat-entry:hover .chat-entry-open, & .chat-entry:focus-within .chat-entry-open': {
        pr: 15,
      },
      '& .chat-entry:hover .chat-entry-actions, & .chat-entry:focus-within .chat-entry-actions': {
        opacity: 1,
      },
    },
  };
};

/** The class of a list of chat entries, styled by ChatEntryStyles. */
export const CHAT_ENTRIES = 'chat-entries';

/**
 * The entries' look, written once for every list of them: a windowed list renders again as it
 * measures, and per list it would be built again each time.
 */
export const ChatEntryStyles = memo(function ChatEntryStyles() {
  return (
    <GlobalStyles styles={(theme) => ({ [`.${CHAT_ENTRIES}`]: theme.unstable_sx(entryStyles) })} />
  );
});

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

/** An entry's Pin, More and Delete buttons. */
const EntryActions = ({
  id,
  title,
  pinned,
  onPin,
  onMore,
  onDelete,
}: { id: string; title: string } & Pick<
  ChatListItemProps,
  'pinned' | 'onPin' | 'onMore' | 'onDelete'
>) => {
  const { t } = useLingui();
  return (
    <span className="chat-entry-actions">
      <button
        type="button"
        className="chat-entry-action"
        aria-label={pinned ? t`Unpin chat ${title}` : t`Pin chat ${title}`}
        onClick={() => onPin(id, !pinned)}
      >
        {pinned ? (
          <Icon d="M16 9V4h1c.55 0 1-.45 1-1s-.45-1-1-1H7c-.55 0-1 .45-1 1s.45 1 1 1h1v5c0 1.66-1.34 3-3 3v2h5.97v7l1 1 1-1v-7H19v-2c-1.66 0-3-1.34-3-3" />
        ) : (
          <Icon d="M14 4v5c0 1.12.37 2.16 1 3H9c.65-.86 1-1.9 1-3V4zm3-2H7c-.55 0-1 .45-1 1s.45 1 1 1h1v5c0 1.66-1.34 3-3 3v2h5.97v7l1 1 1-1v-7H19v-2c-1.66 0-3-1.34-3-3V4h1c.55 0 1-.45 1-1s-.45-1-1-1" />
        )}
      </button>
      <button
        type="button"
        className="chat-entry-action"
        aria-label={t`More actions for chat ${title}`}
        aria-haspopup="menu"
        onClick={(event) => onMore(id, event.currentTarget)}
      >
        <Icon d="M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2" />
      </button>
      <button
        type="button"
        className="chat-entry-action"
        aria-label={t`Delete chat ${title}`}
        onClick={() => onDelete(id)}
      >
        <Icon d="M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z" />
      </button>
    </span>
  );
};

export const ChatListItem = memo(
  ({
    chat,
    selected,
    pinned,
    chosen,
    bare = false,
    onSelect,
    onPin,
    onMore,
    onPress,
    onDelete,
  }: ChatListItemProps) => {
    const title = chatTitle(chat);
    const pressing = useLongPress((anchor) => onPress(chat._id, anchor));
    // in select mode an entry is a checkbox, and its own actions give way to the bulk ones
    if (chosen !== undefined)
      return (
        <ListItem component="div" disablePadding>
          <ListItemButton
            dense
            role="checkbox"
            aria-checked={chosen}
            onClick={(event) => onSelect(chat._id, { toggle: true, range: event.shiftKey })}
            title={title}
            sx={{ borderRadius: 2, gap: 1 }}
          >
            {chosen ? (
              <CheckBoxIcon fontSize="small" color="primary" />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" />
            )}
            <ChatEntryText chat={chat} />
          </ListItemButton>
        </ListItem>
      );
    // plain elements styled by ChatEntryStyles through their list
    return (
      <div className="chat-entry">
        <button
          type="button"
          className="chat-entry-open"
          aria-current={selected ? 'true' : undefined}
          {...pressing}
          onClick={(event) =>
            onSelect(chat._id, {
              toggle: event.ctrlKey || event.metaKey,
              range: event.shiftKey,
            })
          }
          title={title}
          // on a desktop a chat can be dragged onto a folder (the menu's Move to… does it too)
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(CHAT_DRAG_TYPE, chat._id);
            event.dataTransfer.effectAllowed = 'move';
          }}
        >
          <span className="chat-entry-text">
            {/* its own direction: an English title in an Arabic sidebar keeps its start, and its
                ellipsis goes at its end */}
            <span className="chat-entry-title" dir="auto">
              <bdi>{title}</bdi>
            </span>
            <span className="chat-entry-time">
              <RelativeTime time={chat.updatedAt} />
            </span>
          </span>
        </button>
        {!bare && (
          <EntryActions
            id={chat._id}
            title={title}
            pinned={pinned}
            onPin={onPin}
            onMore={onMore}
            onDelete={onDelete}
          />
        )}
      </div>
    );
  },
);
ChatListItem.displayName = 'ChatListItem';
