import { saveAs } from 'file-saver';
import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { readChosenFile } from '../../components/chosen-file';
import { toast } from '../../components/toast';
import { promptCount } from './prompt-count';
import { makePromptsFile, MAX_PROMPTS_FILE_BYTES, parsePromptsFile } from './prompts-file';
import type { SavedPrompt, Starter } from './prompts-store';

/**
 * Export and import of the saved prompts as a JSON file. An import adds what the file holds
 * after the prompts there are, all of it or none; a prompt already here is not added twice.
 */
export const usePromptsFile = (
  prompts: readonly SavedPrompt[],
  addPrompts: (added: Starter[]) => Promise<number | null>,
) => {
  const { t, i18n } = useLingui();
  const exportFile = useCallback(() => {
    const file = makePromptsFile([...prompts]);
    saveAs(
      new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
      `parley-prompts-${file.exportedAt.slice(0, 10)}.json`,
    );
  }, [prompts]);

  const importFile = useCallback(
    async (chosen: File) => {
      const text = await readChosenFile(
        chosen,
        MAX_PROMPTS_FILE_BYTES,
        t`That file is too big to be an export of saved prompts.`,
      );
      if (text === null) return;
      const read = parsePromptsFile(text);
      if ('problem' in read) {
        toast.error(i18n._(read.problem));
        return;
      }
      const added = await addPrompts(read.prompts);
      if (added === null) return; // the error toast has said why
      const kept = read.prompts.length - added;
      const imported = promptCount(added);
      const had = promptCount(kept);
      toast.success(
        kept > 0 ? t`Imported ${imported}; ${had} you already had.` : t`Imported ${imported}.`,
      );
    },
    [addPrompts, t, i18n],
  );
  return { exportFile, importFile };
};
