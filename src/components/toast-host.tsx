// first: notistack styles itself as its module is evaluated
import './goober-sheet';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useLayoutEffect } from 'react';
import {
  attachToastHost,
  MAX_TOASTS,
  TOAST_MAX_WIDTH,
  type ToastAction,
  type ToastRequest,
} from './toast';
import { t } from '@lingui/core/macro';

const actionButton = ({ label, onClick }: ToastAction, close: (key: SnackbarKey) => void) => {
  // one flag per toast, outside the render: notistack may render the button more than once
  let used = false;
  const ActionButton = (key: SnackbarKey) => (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          if (used) return;
          used = onClick();
          if (used) close(key);
        }}
      >
        {label}
      </Button>
      {/* a toast with an action stays: this is how it goes without acting */}
      <IconButton color="inherit" size="small" aria-label={t`Dismiss`} onClick={() => close(key)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
  return ActionButton;
};

const Attach = () => {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useLayoutEffect(
    () =>
      attachToastHost({
        show: ({ key, message, variant, duration, action }: ToastRequest) => {
          enqueueSnackbar(message, {
            key,
            variant,
            autoHideDuration: duration,
            persist: duration === null,
            ...(action ? { action: actionButton(action, closeSnackbar) } : {}),
          });
        },
        dismiss: closeSnackbar,
      }),
    [enqueueSnackbar, closeSnackbar],
  );
  return null;
};

// notistack's own green and blue give white text 3.3:1 and 3.1:1; these give 5.1:1 and 7.4:1
const Content = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
});
const VARIANTS = { success: Content, info: Content, error: Content, default: Content };

/** notistack, loaded with the first toast (see toaster.tsx). */
const ToastHost = () => (
  <SnackbarProvider
    Components={VARIANTS}
    maxSnack={MAX_TOASTS}
    anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    style={{ maxWidth: TOAST_MAX_WIDTH }}
  >
    <Attach />
  </SnackbarProvider>
);

export default ToastHost;
