import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../components/toast';
import { canNotify, notifyingOn, storeNotifying } from './notify-setting';

/**
 * Turns the system notification for a reply that arrives in a hidden tab on or off. The browser
 * asks for its permission here, when the person turns it on, never at start-up. Hidden where the
 * browser has no notifications.
 */
export const NotifySwitch = () => {
  const { t } = useLingui();
  const [on, setOn] = useState(notifyingOn);
  if (!canNotify()) return null;
  const change = async (wanted: boolean) => {
    if (!wanted) {
      storeNotifying(false);
      setOn(false);
      return;
    }
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') {
      toast.error(t`This browser blocks Parley's notifications. Allow them in its site settings.`);
      return;
    }
    storeNotifying(true);
    setOn(true);
  };
  return (
    <FormControlLabel
      control={
        <Switch size="small" checked={on} onChange={(event) => void change(event.target.checked)} />
      }
      label={t`Notify me when a reply is ready`}
      slotProps={{ typography: { variant: 'body2' } }}
      sx={{ ml: 0 }}
    />
  );
};
