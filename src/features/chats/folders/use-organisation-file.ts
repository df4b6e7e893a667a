import { saveAs } from 'file-saver';
import { useCallback } from 'react';
import { readChosenFile } from '../../../components/chosen-file';
import { toast } from '../../../components/toast';
import type { Chat } from '../../../types/api';
import { chatCount } from '../selection/chat-count';
import { useImportOrganisationMutation } from './folders-api';
import type { Folder } from './folders-store';
import { makeOrganisationFile, MAX_IMPORT_BYTES, parseOrganisationFile } from './organisation-file';
import { useLingui } from '@lingui/react/macro';

interface Organisation {
  chats: readonly Chat[];
  folders: readonly Folder[];
  filed: ReadonlyMap<string, string>;
  pinned: ReadonlySet<string>;
  archived: ReadonlySet<string>;
}

/**
 * Export and import of this account's folders, pins and archive as one JSON file, so a person
 * moving to another browser loses none of it. Chats the file names that this account lacks are
 * skipped, and the import says how many.
 */
export const useOrganisationFile = ({ chats, folders, filed, pinned, archived }: Organisation) => {
  const [save] = useImportOrganisationMutation();
  const { t, i18n } = useLingui();

  const exportFile = useCallback(() => {
    const listed = new Set(chats.map((chat) => chat._id));
    const file = makeOrganisationFile({
      folders: folders.map(({ id, name, open }) => ({ id, name, open })),
      filed: Object.fromEntries([...filed].filter(([chatId]) => listed.has(chatId))),
      pins: [...pinned].filter((id) => listed.has(id)),
      archived: [...archived].filter((id) => listed.has(id)),
    });
    const day = file.exportedAt.slice(0, 10);
    saveAs(
      new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
      `parley-folders-${day}.json`,
    );
  }, [chats, folders, filed, pinned, archived]);

  const importFile = useCallback(
    async (chosen: File) => {
      const text = await readChosenFile(
        chosen,
        MAX_IMPORT_BYTES,
        t`That file is too big to be an export of Parley's folders.`,
      );
      if (text === null) return;
      const read = parseOrganisationFile(text);
      if ('problem' in read) {
        toast.error(i18n._(read.problem));
        return;
      }
      const result = await save({
        file: read.file,
        listed: chats.map((chat) => chat._id),
        own: [...folders],
        anchors: chats.slice(0, 5).map((chat) => chat._id),
      });
      if (!('data' in result) || !result.data) return; // the error toast has said why
      const skipped = chatCount(result.data.skippedChats);
      toast.success(
        result.data.skippedChats > 0
          ? t`Imported. Skipped ${skipped} this account does not have.`
          : t`Your folders, pins and archive were imported.`,
      );
    },
    [save, chats, folders, t, i18n],
  );
  return { exportFile, importFile };
};
