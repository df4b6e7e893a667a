import { styled } from '@mui/material/styles';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { focusedFirst, focusedFirstSlots } from '../../components/focused-first';
import { useAppDispatch } from '../../app/hooks';
import { formatRelative } from '../../components/relative-time';
import { PlainField } from '../../components/plain-field';
import { chatOpenedAt, chatTitle, useChatPlaces, useChats, useGoToChosenChat } from '../chats';
import { searchAllChats, warmSearch, type Found, type SearchResults } from './search-all-chats';
import { SEARCH_ALL_CHATS, SEARCH_HINT } from './search-dialog-texts';
import { countLine } from './count-line';
import { useLingui } from '@lingui/react/macro';

// one stylesheet for every row, made once: the list re-renders on each keystroke
const Results = styled('div')(({ theme }) =>
  theme.unstable_sx({
    '& .chat': {
      px: 1,
      pt: 1.5,
      pb: 0.5,
      typography: 'subtitle2',
      fontWeight: 700,
      color: 'text.secondary',
    },
    '& [role="option"]': {
      display: 'block',
      px: 1,
      py: 0.75,
      borderRadius: 1,
      cursor: 'pointer',
      typography: 'body2',
    },
    '& [role="option"][aria-selected="true"]': {
      bgcolor: 'action.selected',
      outline: 2,
      outlineColor: 'primary.main',
      outlineOffset: -2,
    },
    '& .who': { fontWeight: 600 },
    '& .when': { color: 'text.secondary', typography: 'caption', ml: 1 },
    '& mark': { bgcolor: 'warning.light', color: '#000', borderRadius: 0.5, px: 0.25 },
    // what changes on a keystroke is laid out and painted apart from the rest of the page
    contain: 'content',
  }),
);

interface ResultListProps {
  id: string;
  groups: SearchResults['groups'];
  current: number;
  /** what the times are relative to: a dialog open for seconds needs no ticking clock */
  now: number;
  /** the folder (or "Archived") of each chat kept out of Recent Chats */
  places: ReadonlyMap<string, string>;
  onOpen: (found: Found) => void;
  onPoint: (at: number) => void;
}

/** The results, grouped by chat; re-rendered only when they or the active one change. */
const ResultList = memo(
  ({ id, groups, current, now, places, onOpen, onPoint }: ResultListProps) => {
    const { t, i18n } = useLingui();
    // where each chat's results start in the whole list
    const firsts = groups.reduce<number[]>(
      (starts, _group, i) => [...starts, (starts[i - 1] ?? 0) + (groups[i - 1]?.found.length ?? 0)],
      [],
    );
    return (
      <Results role="listbox" id={`${id}-results`} aria-label={t`Results`}>
        {groups.map(({ chat, found }, group) => (
          <div
            key={chat._id}
            role="group"
            aria-label={[chatTitle(chat), places.get(chat._id)].filter(Boolean).join(' · ')}
          >
            <div className="chat" aria-hidden="true">
              <bdi>{chatTitle(chat)}</bdi>
              {places.has(chat._id) && (
                <>
                  {' · '}
                  <bdi className="place">{places.get(chat._id)}</bdi>
                </>
              )}
            </div>
            {found.map((result, n) => {
              const place = (firsts[group] ?? 0) + n;
              return (
                // keys move the active option from the field (aria-activedescendant)
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={result.messageIndex}
                  id={optionId(id, place)}
                  role="option"
                  // reached from the field, not by Tab
                  tabIndex={-1}
                  aria-selected={place === current}
                  onClick={() => onOpen(result)}
                  onMouseMove={() => onPoint(place)}
                >
                  <span className="who">{result.role === 'user' ? t`You` : t`Assistant`}: </span>
                  <bdi>
                    {result.before}
                    <mark>{result.match}</mark>
                    {result.after}
                  </bdi>
                  <time className="when" dateTime={new Date(result.timestamp).toISOString()}>
                    {formatRelative(result.timestamp, now, i18n.locale)}
                  </time>
                </div>
              );
            })}
          </div>
        ))}
      </Results>
    );
  },
);
ResultList.displayName = 'ResultList';

const optionId = (id: string, place: number) => `${id}-option-${place}`;

interface QueryFieldProps {
  id: string;
  onQuery: (query: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  activeId: string | undefined;
  expanded: boolean;
}

/** The field, left to the browser as typed (uncontrolled): a keystroke renders the results only. */
const QueryField = memo(({ id, onQuery, onKeyDown, activeId, expanded }: QueryFieldProps) => {
  const { t } = useLingui();
  return (
    <PlainField
      compact
      type="search"
      label={t`Words to find`}
      onChange={(event) => onQuery(event.target.value)}
      onKeyDown={onKeyDown}
      // a dialog of one field: focus starts in it, as in any search
      {...focusedFirst}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={expanded}
      aria-controls={`${id}-results`}
      aria-activedescendant={activeId}
    />
  );
});
QueryField.displayName = 'QueryField';

/** The field, the count and the results: a keystroke re-renders these, never the dialog's frame. */
const SearchBody = memo(({ id, onClose }: { id: string; onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const goToChat = useGoToChosenChat();
  const { chats } = useChats();
  const places = useChatPlaces();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [now] = useState(Date.now);
  const { t, i18n } = useLingui();
  const trimmed = query.trim();
  useEffect(() => (chats ? warmSearch(chats) : undefined), [chats]);
  const results = useMemo(() => searchAllChats(chats ?? [], query), [chats, query]);
  const shown = useMemo(() => results.groups.flatMap((group) => group.found), [results]);
  const current = Math.min(active, shown.length - 1);

  // the field's and the list's handlers stay the same functions: they read the latest state here
  const latest = useRef({ shown, current, query });
  latest.current = { shown, current, query };
  const onOpen = useCallback(
    (found: Found) => {
      dispatch(
        chatOpenedAt({
          chatId: found.chatId,
          query: latest.current.query.trim(),
          messageIndex: found.messageIndex,
        }),
      );
      goToChat(found.chatId);
      onClose();
    },
    [dispatch, goToChat, onClose],
  );
  const onQuery = useCallback((next: string) => {
    setQuery(next);
    setActive(0);
  }, []);
  const onPoint = useCallback((at: number) => setActive(at), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const { shown: options, current: at } = latest.current;
      const last = options.length - 1;
      const moves: Record<string, number> = {
        ArrowDown: Math.min(at + 1, last),
        ArrowUp: Math.max(at - 1, 0),
        Home: 0,
        End: last,
        PageDown: Math.min(at + 5, last),
        PageUp: Math.max(at - 5, 0),
      };
      if (
        event.key in moves &&
        options.length > 0 &&
        (event.key.startsWith('Arrow') || event.ctrlKey)
      ) {
        event.preventDefault();
        const next = moves[event.key] ?? 0;
        setActive(next);
        document.getElementById(optionId(id, next))?.scrollIntoView?.({ block: 'nearest' });
      } else if (event.key === 'Enter') {
        event.preventDefault();
        const found = options[at];
        if (found) onOpen(found);
      }
    },
    [id, onOpen],
  );

  return (
    <DialogContent dividers sx={{ pt: 1 }}>
      <QueryField
        id={id}
        onQuery={onQuery}
        onKeyDown={onKeyDown}
        activeId={current >= 0 ? optionId(id, current) : undefined}
        expanded={shown.length > 0}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {!query.trim()
          ? i18n._(SEARCH_HINT)
          : results.total === 0
            ? t`No messages match “${trimmed}”.`
            : countLine(results.total, results.groups.length)}
      </Typography>
      <ResultList
        id={id}
        groups={results.groups}
        current={current}
        now={now}
        places={places}
        onOpen={onOpen}
        onPoint={onPoint}
      />
    </DialogContent>
  );
});
SearchBody.displayName = 'SearchBody';

/**
 * Search over the text of every message of every chat (the chat list holds them all). Arrows move
 * through the results; Enter opens the chat at that message, its own search showing the match.
 */
export const SearchDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const id = useId();
  const { t, i18n } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      // results at the top of the screen, where the eye is, and not jumping as they change
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      // one height whatever is found: a keystroke repaints the results, not the dialog's shadow
      slotProps={{
        ...focusedFirstSlots,
        paper: { sx: { mt: { xs: 2, sm: 8 }, height: 'min(40rem, calc(100% - 96px))' } },
      }}
    >
      <DialogTitle id={`${id}-title`} sx={{ pr: 6 }}>
        {i18n._(SEARCH_ALL_CHATS)}
        <IconButton
          aria-label={t`Close`}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <SearchBody id={id} onClose={onClose} />
    </Dialog>
  );
};

export default SearchDialog;
