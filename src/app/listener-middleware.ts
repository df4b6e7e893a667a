import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './root-reducer';

/** The store's listener middleware; each feature adds its own listeners to it (store.ts). */
export const listenerMiddleware = createListenerMiddleware();
export const startAppListening = listenerMiddleware.startListening.withTypes<
  RootState,
  AppDispatch
>();
export type AppStartListening = typeof startAppListening;
