import { t } from '@lingui/core/macro';
import { toast } from './toast';

/**
 * The text of a file a person chose to import, or null once a toast has said why not: bigger
 * than `maxBytes` (`tooBig` says what it is not), or unreadable.
 */
export const readChosenFile = async (
  chosen: File,
  maxBytes: number,
  tooBig: string,
): Promise<string | null> => {
  if (chosen.size > maxBytes) {
    toast.error(tooBig);
    return null;
  }
  try {
    return await chosen.text();
  } catch {
    toast.error(t`That file could not be read.`);
    return null;
  }
};
