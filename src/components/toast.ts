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

/** The app's only way to show a toast, so durations and variants stay as the spec sets them. */
export const toast = {
  plain: (message: string) =>
    enqueueSnackbar(message, { variant: 'default', autoHideDuration: TOAST_DURATION.plain }),
  error: (message: string) =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATION.error }),
  success: (message: string) =>
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATION.success }),
  /** stays until dismissed */
  loading: (message: string) =>
    enqueueSnackbar(message, { variant: 'info', persist: true, autoHideDuration: null }),
  dismiss: (key: SnackbarKey) => closeSnackbar(key),
};
