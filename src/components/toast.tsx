import Button from '@mui/material/Button';
import * as notistack from 'notistack';
import type { OptionsObject, SnackbarKey } from 'notistack';

/** Durations from the spec's section 9. */
export const TOAST_DURATION = { plain: 4000, error: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;
export const TOAST_MAX_WIDTH = 350;

// notistack binds these only once a SnackbarProvider has mounted; before that, a toast is dropped
const enqueueSnackbar = (message: string, options: OptionsObject): SnackbarKey =>
  typeof notistack.enqueueSnackbar === 'function'
    ? notistack.enqueueSnackbar(message, options)
    : '';
const closeSnackbar = (key: SnackbarKey) => {
  if (typeof notistack.closeSnackbar === 'function') notistack.closeSnackbar(key);
};

/** A button on a toast; it closes the toast and acts once, however often it is clicked. */
export interface ToastAction {
  label: string;
  /** false when it could not act now: the click is not used up and the toast stays */
  onClick: () => boolean;
}

const actionButton = ({ label, onClick }: ToastAction) => {
  // one flag per toast, outside the render: notistack may render the button more than once
  let used = false;
  const ActionButton = (key: SnackbarKey) => (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        if (used) return;
        used = onClick();
        if (used) closeSnackbar(key);
      }}
    >
      {label}
    </Button>
  );
  return ActionButton;
};

/** The app's only way to show a toast, so durations and variants stay as the spec sets them. */
export const toast = {
  plain: (message: string) =>
    enqueueSnackbar(message, { variant: 'default', autoHideDuration: TOAST_DURATION.plain }),
  error: (message: string, action?: ToastAction) =>
    enqueueSnackbar(message, {
      variant: 'error',
      autoHideDuration: TOAST_DURATION.error,
      ...(action ? { action: actionButton(action) } : {}),
    }),
  success: (message: string) =>
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATION.success }),
  /** stays until dismissed */
  loading: (message: string) =>
    enqueueSnackbar(message, { variant: 'info', persist: true, autoHideDuration: null }),
  dismiss: (key: SnackbarKey) => closeSnackbar(key),
};
