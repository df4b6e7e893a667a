import { readStored, writeStored } from '../../components/local-storage';
import { MESSAGE_SIZE_VARIABLE, TEXT_SIZES } from '../../components/message-size';

export const TEXT_SIZE_KEY = 'text-size';

export type TextSize = keyof typeof TEXT_SIZES;

const isTextSize = (value: string | null): value is TextSize =>
  value !== null && Object.hasOwn(TEXT_SIZES, value);

/** The chosen size, read as untrusted: anything else is the middle one. */
export const readStoredTextSize = (): TextSize => {
  const stored = readStored(TEXT_SIZE_KEY);
  return isTextSize(stored) ? stored : 'medium';
};

/** Kept in this browser and applied to the page at once (index.html applies it on the next visit). */
export const chooseTextSize = (size: TextSize, root: HTMLElement = document.documentElement) => {
  writeStored(TEXT_SIZE_KEY, size === 'medium' ? null : size);
  if (size === 'medium') root.style.removeProperty(MESSAGE_SIZE_VARIABLE);
  else root.style.setProperty(MESSAGE_SIZE_VARIABLE, TEXT_SIZES[size]);
};
