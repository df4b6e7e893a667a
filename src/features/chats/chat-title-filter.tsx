import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextInput } from '../../components/text-input';
import { searchChanged, selectSearch } from './chat-ui-slice';
import { useLingui } from '@lingui/react/macro';

/** The field's name, by which the shortcut finds it. */
export const CHAT_SEARCH_NAME = 'chat-search';

/** `onFiltered`: the filter changed (its results start at the top of the list). */
export const ChatTitleFilter = ({ onFiltered }: { onFiltered?: () => void }) => {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  const { t } = useLingui();
  return (
    <TextInput
      type="search"
      size="small"
      name={CHAT_SEARCH_NAME}
      label={t`Search conversations`}
      hiddenLabel
      placeholder={t`Search conversations`}
      value={search}
      onChange={(e) => {
        dispatch(searchChanged(e.target.value));
        onFiltered?.();
      }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
    />
  );
};
