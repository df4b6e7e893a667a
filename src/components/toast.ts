/** How long each kind of toast stays, as the product fixes them. */
export const TOAST_DURATION = { plain: 4000, error: 4000, success: 2000 } as const;
export const MAX_TOASTS = 20;
export const TOAST_MAX_WIDTH = 350;

export type ToastKey = string;
type ToastVariant = 'default' | 'error' | 'success' | 'info';

/** A button on a toast; it closes the toast and acts once, however often it is clicked. */
export interface ToastAction {
  label: string;
  /** false when it could not act now: the click is not used up and the toast stays */
  onClick: () => boolean;
}

export interface ToastRequest {
  key: ToastKey;
  message: string;
  variant: ToastVariant;
  /** null: stays until dismissed */
  duration: number | null;
  action?: ToastAction;
}

/** What shows toasts once its chunk has loaded (notistack, in toast-host.tsx). */
export interface ToastHost {
  show: (request: ToastRequest) => void;
  dismiss: (key: ToastKey) => void;
}

// notistack and its provider are not part of the first load: the first toast asks for them,
// and what is asked meanwhile waits here, in order
let host: ToastHost | null = null;
let queued: ToastRequest[] = [];
let wanted = false;
const listeners = new Set<() => void>();
let lastKey = 0;

const show = (request: Omit<ToastRequest, 'key'>): ToastKey => {
  const key = `toast-${++lastKey}`;
  if (host) {
    host.show({ ...request, key });
  } else {
    queued.push({ ...request, key });
    if (!wanted) {
      wanted = true;
      listeners.forEach((listener) => listener());
    }
  }
  return key;
};

/** The host calls this once mounted; everything asked before then shows now. */
export const attachToastHost = (next: ToastHost) => {
  host = next;
  const waiting = queued;
  queued = [];
  waiting.forEach(next.show);
  return () => {
    if (host === next) host = null;
  };
};

/** Whether any toast was asked for yet: from then on the toast host's chunk is loaded and mounted. */
export const toastsWanted = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  now: () => wanted,
};

/** The app's only way to show a toast, so durations and variants stay as the product fixes them. */
export const toast = {
  plain: (message: string) => show({ message, variant: 'default', duration: TOAST_DURATION.plain }),
  /** with an action, it stays until used or dismissed: a keyboard or screen reader reaches it */
  error: (message: string, action?: ToastAction) =>
    show({ message, variant: 'error', duration: action ? null : TOAST_DURATION.error, action }),
  success: (message: string) =>
    show({ message, variant: 'success', duration: TOAST_DURATION.success }),
  /** stays until dismissed */
  loading: (message: string) => show({ message, variant: 'info', duration: null }),
  dismiss: (key: ToastKey) => {
    if (host) host.dismiss(key);
    else queued = queued.filter((request) => request.key !== key);
  },
};
