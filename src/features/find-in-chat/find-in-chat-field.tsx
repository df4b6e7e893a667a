import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import type { KeyboardEvent } from 'react';
import { PlainField } from '../../components/plain-field';
import { searchNeedle, type FindInChat } from './use-find-in-chat';
import { useLingui } from '@lingui/react/macro';

/** The field's name, by which the shortcut finds it. */
export const FIND_IN_CHAT_NAME = 'find-in-chat';

/**
 * Search within the open chat: the browser's own find cannot see messages the virtualized list
 * has not rendered. Enter steps to the next older match, Shift + Enter to the next newer one,
 * Esc clears the search.
 */
export const FindInChatField = ({
  search,
  onClose,
}: {
  search: FindInChat;
  /** folded away (a phone's top bar): Esc on the field empty closes it */
  onClose?: () => void;
}) => {
  const { query, setQuery, matches, current, older, newer } = search;
  const { t, i18n } = useLingui();
  const at = i18n.number(current + 1);
  const count = i18n.number(matches.length);
  const countLabel = !searchNeedle(query)
    ? ''
    : matches.length === 0
      ? t`No matches`
      : t`${at} of ${count}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (event.shiftKey) newer();
      else older();
    } else if (event.key === 'Escape' && (query || onClose)) {
      // handled here, so Shift + Esc and dialogs further up do not see it
      event.stopPropagation();
      if (query) setQuery('');
      else onClose?.();
    }
  };
  const none = matches.length === 0;
  const label = t`Search this chat`;
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flex: onClose && 1 }}
    >
      <Box sx={onClose ? { flex: 1, minWidth: 0 } : { width: { xs: '100%', sm: 240 } }}>
        <PlainField
          type="search"
          compact
          name={FIND_IN_CHAT_NAME}
          label={label}
          hiddenLabel
          placeholder={label}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          // folded, the button that opened it said what it is: its width goes to the words
          start={!onClose && <SearchIcon fontSize="small" />}
        />
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        // its words whole: the field gives way instead (at 360 px the count ran over ↑)
        sx={{
          minWidth: onClose ? 0 : '5.5em',
          flexShrink: 0,
          textAlign: 'center',
          whiteSpace: 'nowrap',
        }}
      >
        {countLabel}
      </Typography>
      <IconButton aria-label={t`Older match`} size="small" disabled={none} onClick={older}>
        <KeyboardArrowUpIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={t`Newer match`} size="small" disabled={none} onClick={newer}>
        <KeyboardArrowDownIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
