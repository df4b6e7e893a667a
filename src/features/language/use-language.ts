import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { activeLanguage } from './active-language';
import { directionOf, type Direction, type Language } from './languages';

const subscribe = (changed: () => void) => i18n.on('change', changed);

/**
 * The page's language, following a switch. The first load's screens (the login card, the error
 * screen, the switcher) use Lingui's core macros with this, not its React bindings, which come
 * with the app.
 */
export const useLanguage = (): Language =>
  useSyncExternalStore(subscribe, activeLanguage, activeLanguage);

/** The active language's direction, following a switch. */
export const useDirection = (): Direction => directionOf(useLanguage());
