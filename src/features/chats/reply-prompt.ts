import type { Message } from '../../types/api';
import { t } from '@lingui/core/macro';

/** The prompt a reply answers: the user's message just before it, if that is one. */
export const promptBefore = (messages: readonly Message[], index: number): string | undefined => {
  const previous = messages[index - 1];
  return previous?.role === 'user' ? previous.content : undefined;
};

/** A generated image's name, for screen readers and the exported link: its prompt, if known. */
export const generatedImageName = (prompt: string | undefined): string =>
  prompt ? t`Generated image: ${prompt}` : t`Generated image`;
