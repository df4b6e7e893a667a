import { lazy, Suspense } from 'react';
import { useToastsWanted } from './use-toasts-wanted';

const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ './toast-host'));

/** Where toasts appear. Nothing of it loads before the first toast is asked for. */
export const Toaster = () =>
  useToastsWanted() ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
