import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TextInput } from '../../components/text-input';
import { searchChanged, selectSearch } from './chat-ui-slice';

export const ChatTitleFilter = () => {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectSearch);
  return (
    <TextInput
      type="search"
      size="small"
      label="Search conversations"
      hiddenLabel
      placeholder="Search conversations"
      value={search}
      onChange={(e) => dispatch(searchChanged(e.target.value))}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
    />
  );
};
