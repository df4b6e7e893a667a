import { useMemo } from 'react';
import { useFolders } from './folders/use-folders';
import { useArchive } from './marks/use-marks';
import { useChats } from './use-chats';
import { useLingui } from '@lingui/react/macro';

/** Where each chat that is not in Recent Chats is kept: its folder's name, or "Archived". */
export const useChatPlaces = (): ReadonlyMap<string, string> => {
  const { chats } = useChats();
  const { folders, filed } = useFolders(chats);
  const { archived } = useArchive();
  const { t } = useLingui();
  return useMemo(() => {
    const names = new Map(folders.map((folder) => [folder.id, folder.name]));
    const places = new Map<string, string>();
    for (const [chatId, folderId] of filed) {
      const name = names.get(folderId);
      if (name) places.set(chatId, name);
    }
    for (const chatId of archived) places.set(chatId, t`Archived`);
    return places;
  }, [folders, filed, archived, t]);
};
