import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../components/toast';
import { PromptEditor, SavedPromptsDialog } from './prompts-dialogs';
import type { SavedPrompt } from './prompts-store';
import {
  promptEditorClosed,
  promptEditorOpened,
  savedPromptsClosed,
  selectManagingPrompts,
  selectPromptEditor,
  type PromptDraft,
} from './prompts-ui-slice';
import { usePromptsFile } from './use-prompts-file';
import { useSavedPrompts } from './use-saved-prompts';

/**
 * Where the saved prompts' dialogs show, whichever screen opened them. `readDraft` is the text
 * in the message box, for "Save what I typed".
 */
const SavedPromptsHost = ({ readDraft }: { readDraft: () => string }) => {
  const dispatch = useAppDispatch();
  const { t } = useLingui();
  const editor = useAppSelector(selectPromptEditor);
  const managing = useAppSelector(selectManagingPrompts);
  const saved = useSavedPrompts({ skip: !editor && !managing });
  const file = usePromptsFile(saved.prompts, saved.addPrompts);
  const [deleting, setDeleting] = useState<SavedPrompt | null>(null);
  // the editor's content, kept while it closes so it does not empty during its transition
  const [shown, setShown] = useState<{ draft: PromptDraft; opening: number }>({
    draft: { name: '', text: '' },
    opening: 0,
  });
  if (editor && editor !== shown.draft) setShown({ draft: editor, opening: shown.opening + 1 });

  const save = async (draft: PromptDraft) => {
    const stored = draft.id
      ? await saved.updatePrompt({ id: draft.id, name: draft.name, text: draft.text })
      : (await saved.addPrompts([{ name: draft.name, text: draft.text }])) !== null;
    if (stored) toast.success(t`Saved. Type / in the message box to use it.`);
    return stored;
  };
  const deletingName = deleting?.name ?? '';
  const edit = (draft: PromptDraft) => dispatch(promptEditorOpened(draft));

  return (
    <>
      <SavedPromptsDialog
        open={managing}
        onClose={() => dispatch(savedPromptsClosed())}
        prompts={saved.prompts}
        accountKnown={saved.accountKnown}
        canSaveCurrent={managing && readDraft().trim() !== ''}
        onSaveCurrent={() => edit({ name: '', text: readDraft() })}
        onNew={() => edit({ name: '', text: '' })}
        onEdit={(prompt) => edit(prompt)}
        onDelete={setDeleting}
        onMove={(prompt, by) => void saved.movePrompt(prompt.id, by)}
        onExport={file.exportFile}
        onImport={(chosen) => void file.importFile(chosen)}
      />
      <PromptEditor
        // a new key per opening: the form starts from what it was opened with
        key={shown.opening}
        open={editor !== null}
        onClose={() => dispatch(promptEditorClosed())}
        initial={shown.draft}
        others={saved.prompts}
        onSave={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        question={t`Delete the saved prompt "${deletingName}"?`}
        confirmLabel={t`Delete`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void saved.deletePrompt(deleting.id);
          setDeleting(null);
        }}
      />
    </>
  );
};

export default SavedPromptsHost;
