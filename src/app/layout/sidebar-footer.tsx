import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';
import DiamondOutlinedIcon from '@mui/icons-material/DiamondOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Hint } from '../../components/hint';
import { mirroredIn } from '../../components/mirrored';
import { Spinner } from '../../components/spinner';
import { TOUCH } from '../../components/touch';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useDirection } from '../../features/language';
import { DarkModeToggle } from '../../features/theme/dark-mode-toggle';
import { PRODUCT_NAME } from '../../types/business';
import { useAppDispatch } from '../hooks';
import { logout } from '../session';
import { MoreSettingsPopover } from './more-settings';
import { Trans, useLingui } from '@lingui/react/macro';

interface FooterProps {
  /** present in the slide-in drawer on small screens */
  onClose?: () => void;
  /** opens the list of keyboard shortcuts */
  onShowShortcuts?: () => void;
}

const ROW_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 1,
  py: 0.5,
  borderRadius: 2,
  [TOUCH]: { minHeight: 44, boxSizing: 'border-box' },
} as const;

/** Language, installing and the shortcuts: a button's press away, so the chats get the room. */
const MoreSettings = ({ onShowShortcuts }: Pick<FooterProps, 'onShowShortcuts'>) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { t } = useLingui();
  return (
    <>
      <Hint title={t`Language and more`} disableFocusListener>
        <IconButton
          size="small"
          aria-label={t`Language and more`}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <SettingsOutlinedIcon fontSize="small" />
        </IconButton>
      </Hint>
      <MoreSettingsPopover
        open={anchor !== null}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        onShowShortcuts={onShowShortcuts}
      />
    </>
  );
};

const UserRow = ({ onShowShortcuts }: Pick<FooterProps, 'onShowShortcuts'>) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: user, isLoading } = useCurrentUser();
  const { t } = useLingui();
  const direction = useDirection();
  if (isLoading) return <Spinner label={t`Loading your account`} />;
  return (
    <Box
      sx={{
        ...ROW_SX,
        gap: 1,
        '&:hover, &:focus-within': { bgcolor: 'action.hover' },
      }}
    >
      <Avatar sx={{ width: 28, height: 28, bgcolor: 'secondary.main', fontSize: 13 }} aria-hidden>
        {user?.name.trim().charAt(0).toUpperCase() || '?'}
      </Avatar>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600, flex: 1 }}>
        {user ? <bdi>{user.name}</bdi> : t`Login your account`}
      </Typography>
      <MoreSettings onShowShortcuts={onShowShortcuts} />
      {user && (
        <Hint title={t`Log out`}>
          <IconButton
            aria-label={t`Log out`}
            size="small"
            onClick={() => {
              dispatch(logout());
              // the next person to sign in here must not land on this one's chat
              void navigate('/', { replace: true });
            }}
          >
            <LogoutIcon fontSize="small" sx={mirroredIn(direction)} />
          </IconButton>
        </Hint>
      )}
    </Box>
  );
};

const CreditsBox = ({ onClose }: Pick<FooterProps, 'onClose'>) => {
  const { data: user } = useCurrentUser();
  const { i18n } = useLingui();
  const credits = i18n.number(user?.credits ?? 0);
  return (
    <Link component={RouterLink} to="/credits" onClick={onClose} underline="none" color="inherit">
      <Paper
        variant="outlined"
        sx={{ ...ROW_SX, py: 0.75, '&:hover': { bgcolor: 'action.hover' } }}
      >
        <DiamondOutlinedIcon color="primary" fontSize="small" />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <Trans>Credits : {credits}</Trans>
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            <Trans>Purchase credits to use {PRODUCT_NAME}</Trans>
          </Typography>
        </Box>
      </Paper>
    </Link>
  );
};

/**
 * Below the chats, in the product's order: Community Images, the credits, Dark Mode and the
 * user. Compact, so the list keeps most of the height; the rest is behind "Language and more".
 */
export const SidebarFooter = ({ onClose, onShowShortcuts }: FooterProps) => (
  <Stack spacing={0.5} sx={{ flex: '0 1 auto', minHeight: 0, overflowY: 'auto', mx: -1, px: 1 }}>
    <Divider />
    <Link
      component={RouterLink}
      to="/community"
      onClick={onClose}
      underline="none"
      color="inherit"
      sx={{ ...ROW_SX, py: 0.75, '&:hover': { bgcolor: 'action.hover' } }}
    >
      <CollectionsOutlinedIcon fontSize="small" />
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        <Trans>Community Images</Trans>
      </Typography>
    </Link>
    <CreditsBox onClose={onClose} />
    <Box sx={{ px: 1 }}>
      <DarkModeToggle />
    </Box>
    <UserRow onShowShortcuts={onShowShortcuts} />
  </Stack>
);
