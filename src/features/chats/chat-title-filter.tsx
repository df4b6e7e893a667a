import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PlainField } from '../../components/plain-field';
import { searchChanged, selectSearch } from './chat-ui-slice';
import { useLingui } from '@lingui/react/macro';

/** The field's name, by which the shortcut finds it. */
export const CHAT_SEARCH_NAME = 'chat-search';

/** How long typing pauses before the list is filtered: a key alone never waits for the list. */
const TYPING_PAUSE_MS = 200;

/** `onFiltered`: the filter changed (its results start at the top of the list). */
export const ChatTitleFilter = ({ onFiltered }: { onFiltered?: () => void }) => {
  const dispatch = useAppDispatch();
  // the field keeps what is typed: a key re-renders nothing, and the list follows on a pause
  const initial = useAppSelector(selectSearch);
  const pause = useRef<{ timer: ReturnType<typeof setTimeout>; typed: string } | null>(null);
  const filter = (typed: string) => {
    pause.current = null;
    dispatch(searchChanged(typed));
    onFiltered?.();
  };
  // a field closed mid-pause (the phone's drawer) still filters by what it held
  useEffect(
    () => () => {
      if (!pause.current) return;
      clearTimeout(pause.current.timer);
      dispatch(searchChanged(pause.current.typed));
    },
    [dispatch],
  );
  const { t } = useLingui();
  return (
    <PlainField
      type="search"
      compact
      name={CHAT_SEARCH_NAME}
      label={t`Search conversations`}
      hiddenLabel
      placeholder={t`Search conversations`}
      defaultValue={initial}
      onChange={(e) => {
        const typed = e.target.value;
        if (pause.current) clearTimeout(pause.current.timer);
        pause.current = { timer: setTimeout(() => filter(typed), TYPING_PAUSE_MS), typed };
      }}
      start={<SearchIcon fontSize="small" />}
    />
  );
};
