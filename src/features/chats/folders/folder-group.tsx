import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useId, type ReactNode } from 'react';
import { useChatDrop } from './use-chat-drop';
import { mirroredIn } from '../../../components/mirrored';
import { useDirection } from '../../language';
import type { Folder } from './folders-store';
import { useLingui } from '@lingui/react/macro';

interface FolderGroupProps {
  folder: Folder;
  /** how many chats it shows */
  count: number;
  /** open whatever its fold says (a title filter is on) */
  forcedOpen: boolean;
  onFold: (id: string, open: boolean) => void;
  onActions: (folder: Folder, anchor: HTMLElement) => void;
  onDropChat: (chatId: string, folderId: string) => void;
  /** its chats */
  children: ReactNode;
}

/** A folder in the sidebar: a heading that folds it open and shut, its menu, and its chats. */
export const FolderGroup = ({
  folder,
  count,
  forcedOpen,
  onFold,
  onActions,
  onDropChat,
  children,
}: FolderGroupProps) => {
  const { t, i18n } = useLingui();
  const direction = useDirection();
  const headingId = useId();
  const listId = useId();
  const open = forcedOpen || folder.open;
  const drop = useChatDrop((chatId) => onDropChat(chatId, folder.id));
  const name = folder.name;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Box
        {...drop.handlers}
        sx={{
          display: 'flex',
          alignItems: 'center',
          borderRadius: 2,
          outline: drop.over ? '2px dashed' : 'none',
          outlineColor: 'primary.main',
        }}
      >
        <Typography component="h3" variant="body2" id={headingId} sx={{ flex: 1, minWidth: 0 }}>
          <ListItemButton
            component="button"
            aria-expanded={open}
            aria-controls={listId}
            disabled={forcedOpen}
            onClick={() => onFold(folder.id, !folder.open)}
            sx={{ borderRadius: 2, gap: 1, py: 0.5, px: 1, width: '100%', font: 'inherit' }}
          >
            {open ? (
              <ExpandMoreIcon fontSize="small" />
            ) : (
              <ChevronRightIcon fontSize="small" sx={mirroredIn(direction)} />
            )}
            <FolderOutlinedIcon fontSize="small" />
            <Box component="span" sx={{ flex: 1, minWidth: 0, textAlign: 'start' }}>
              <Typography
                component="bdi"
                variant="body2"
                noWrap
                sx={{ display: 'block', fontWeight: 600 }}
              >
                {name}
              </Typography>
            </Box>
            <Typography component="span" variant="caption" color="text.secondary">
              {i18n.number(count)}
            </Typography>
          </ListItemButton>
        </Typography>
        <IconButton
          size="small"
          aria-label={t`Folder actions for ${name}`}
          onClick={(event) => onActions(folder, event.currentTarget)}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
      </Box>
      {open && (
        <Box id={listId} sx={{ paddingInlineStart: '12px' }}>
          {count === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
              {t`No chats in this folder.`}
            </Typography>
          ) : (
            children
          )}
        </Box>
      )}
    </Box>
  );
};
