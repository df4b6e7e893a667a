import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import { useId } from 'react';
import { RowButton } from '../../components/row-button';
import { LanguageSwitcher } from '../../features/language';
import { NotifySwitch } from '../../features/reply-ready';
import { TextSizeSwitcher } from '../../features/theme/text-size-switcher';
import { InstallButton } from '../installed-app/install-button';
import { Trans } from '@lingui/react/macro';

interface MoreSettingsProps {
  open: boolean;
  /** the button it was opened from */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** opens the list of keyboard shortcuts */
  onShowShortcuts?: () => void;
}

/** The language, text size, notifications, installing and the shortcuts, by their button. */
const MoreSettingsView = ({ open, anchor, onClose, onShowShortcuts }: MoreSettingsProps) => {
  const titleId = useId();
  return (
    <Popover
      // rendered where it is opened, so it stays inside the sidebar's landmark
      disablePortal
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 1.5 } } }}
    >
      <Stack spacing={1} sx={{ minWidth: 220 }}>
        <Typography id={titleId} variant="subtitle2" component="h2">
          <Trans>Language and more</Trans>
        </Typography>
        <LanguageSwitcher onChosen={onClose} />
        <TextSizeSwitcher />
        <NotifySwitch />
        <InstallButton />
        {onShowShortcuts && (
          <RowButton
            onClick={() => {
              onClose();
              onShowShortcuts();
            }}
            startIcon={<KeyboardOutlinedIcon fontSize="small" />}
          >
            <Trans>Keyboard shortcuts</Trans>
          </RowButton>
        )}
      </Stack>
    </Popover>
  );
};

export default MoreSettingsView;
