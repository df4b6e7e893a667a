import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo';
import { Spinner } from '../../components/spinner';
import { PRODUCT_NAME } from '../../types/business';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { ChatList } from '../../features/chats/chat-list';
import { ChatTitleFilter } from '../../features/chats/chat-title-filter';
import { NewChatButton } from '../../features/chats/new-chat-button';
import { DarkModeToggle } from '../../features/theme/dark-mode-toggle';
import { useAppDispatch } from '../hooks';
import { logout } from '../session';
import { InstallButton } from '../installed-app/install-button';
import { SEARCH_ALL_CHATS } from '../../features/search';
import { Trans, useLingui } from '@lingui/react/macro';
import { LanguageSwitcher, useDirection } from '../../features/language';
import { mirroredIn } from '../../components/mirrored';

const UserRow = () => {
  const dispatch = useAppDispatch();
  const { data: user, isLoading } = useCurrentUser();
  const { t } = useLingui();
  const direction = useDirection();
  if (isLoading) return <Spinner label={t`Loading your account`} />;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        borderRadius: 2,
        '&:hover, &:focus-within': { bgcolor: 'action.hover' },
        // the logout button shows on hover, and is always there for keyboard and touch
        '& .logout': { opacity: 0, transition: 'opacity 120ms' },
        '&:hover .logout, & .logout:focus-visible': { opacity: 1 },
        '@media (hover: none)': { '& .logout': { opacity: 1 } },
      }}
    >
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14 }} aria-hidden>
        {user?.name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, flex: 1 }}>
        {user ? <bdi>{user.name}</bdi> : t`Login your account`}
      </Typography>
      {user && (
        <Tooltip title={t`Log out`}>
          <IconButton
            className="logout"
            aria-label={t`Log out`}
            size="small"
            onClick={() => dispatch(logout())}
          >
            <LogoutIcon fontSize="small" sx={mirroredIn(direction)} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};

const CreditsBox = () => {
  const { data: user } = useCurrentUser();
  const { i18n } = useLingui();
  const credits = i18n.number(user?.credits ?? 0);
  return (
    <Link component={RouterLink} to="/credits" underline="none" color="inherit">
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          p: 1.25,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <DiamondOutlinedIcon color="primary" fontSize="small" />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <Trans>Credits : {credits}</Trans>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <Trans>Purchase credits to use {PRODUCT_NAME}</Trans>
          </Typography>
        </Box>
      </Paper>
    </Link>
  );
};

interface SidebarProps {
  /** present in the slide-in drawer on small screens */
  onClose?: () => void;
  /** opens the list of keyboard shortcuts */
  onShowShortcuts?: () => void;
  /** opens the search over every message of every chat */
  onSearchAll?: () => void;
}

/** The sidebar's parts, top to bottom, in the product's fixed order. */
export const Sidebar = ({ onClose, onShowShortcuts, onSearchAll }: SidebarProps) => {
  const { t, i18n } = useLingui();
  const chatScroller = useRef<HTMLDivElement>(null);
  return (
    <Stack
      spacing={2}
      sx={{
        height: '100%',
        p: 2,
        width: { xs: 300, md: 300 },
        maxWidth: '85vw',
        boxSizing: 'border-box',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Logo size={30} />
        {onClose && (
          <IconButton aria-label={t`Close menu`} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      <NewChatButton onCreated={onClose} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ChatTitleFilter
            onFiltered={() => {
              if (chatScroller.current) chatScroller.current.scrollTop = 0;
            }}
          />
        </Box>
        {onSearchAll && (
          <Tooltip title={t`Search all chats: every message, not only titles`}>
            <IconButton aria-label={i18n._(SEARCH_ALL_CHATS)} onClick={onSearchAll}>
              <ManageSearchIcon />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {/* the chats keep most of the height; on a short screen the block below scrolls instead */}
      <Box
        ref={chatScroller}
        sx={{ flex: '1 1 auto', minHeight: '45%', overflowY: 'auto', mx: -1, px: 1 }}
      >
        <ChatList onChatSelected={onClose} />
      </Box>
      <Stack spacing={1} sx={{ flex: '0 1 auto', minHeight: 0, overflowY: 'auto', mx: -1, px: 1 }}>
        <Divider />
        <Link
          component={RouterLink}
          to="/community"
          onClick={onClose}
          underline="none"
          color="inherit"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1,
            borderRadius: 2,
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <CollectionsOutlinedIcon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            <Trans>Community Images</Trans>
          </Typography>
        </Link>
        <CreditsBox />
        <DarkModeToggle />
        <LanguageSwitcher />
        <InstallButton />
        {onShowShortcuts && (
          <Button
            onClick={onShowShortcuts}
            startIcon={<KeyboardOutlinedIcon fontSize="small" />}
            size="small"
            color="inherit"
            sx={{ justifyContent: 'flex-start', fontWeight: 500 }}
          >
            <Trans>Keyboard shortcuts</Trans>
          </Button>
        )}
        <UserRow />
      </Stack>
    </Stack>
  );
};

export default Sidebar;
