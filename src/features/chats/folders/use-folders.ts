import { useCallback, useMemo } from 'react';
import type { Chat } from '../../../types/api';
import {
  useCreateFolderMutation,
  useDeleteFolderMutation,
  useFileChatsMutation,
  useFoldFolderMutation,
  useGetFoldersQuery,
  useRenameFolderMutation,
} from './folders-api';
import type { Folder } from './folders-store';

/** How many of the account's newest chats a folder keeps to know whose it is. */
const ANCHORS = 5;
const NO_FOLDERS: Folder[] = [];

const succeeded = (result: { error?: unknown }) => !('error' in result && result.error);

/**
 * The account's folders, by name, and which of its chats each holds (chat id → folder id), with
 * the ways to change them. Only folders that hold or know one of the listed chats are the
 * account's; another account's are never shown. Each change resolves true once stored.
 */
export const useFolders = (chats: readonly Chat[] | undefined) => {
  const { data, isError } = useGetFoldersQuery();
  const [create] = useCreateFolderMutation();
  const [rename] = useRenameFolderMutation();
  const [fold] = useFoldFolderMutation();
  const [remove] = useDeleteFolderMutation();
  const [file] = useFileChatsMutation();

  const { folders, filed } = useMemo(() => {
    const listed = new Set(chats?.map((chat) => chat._id));
    const all = data?.folders ?? NO_FOLDERS;
    const holding = new Set(
      Object.entries(data?.filed ?? {})
        .filter(([chatId]) => listed.has(chatId))
        .map(([, folderId]) => folderId),
    );
    const own = all
      .filter((folder) => holding.has(folder.id) || folder.anchors.some((id) => listed.has(id)))
      .sort((a, b) => a.name.localeCompare(b.name) || a.createdAt - b.createdAt);
    const ownIds = new Set(own.map((folder) => folder.id));
    const ownFiled = new Map(
      Object.entries(data?.filed ?? {}).filter(
        ([chatId, folderId]) => listed.has(chatId) && ownIds.has(folderId),
      ),
    );
    return { folders: own, filed: ownFiled };
  }, [data, chats]);

  // newest first: the chats most likely to outlive the folder's next write
  const anchors = useMemo(() => (chats ?? []).slice(0, ANCHORS).map((chat) => chat._id), [chats]);

  return {
    folders,
    filed,
    known: data !== undefined || isError,
    /** resolves with the new folder's id, or null if it could not be stored */
    createFolder: useCallback(
      async (name: string) => {
        const result = await create({ name: name.trim(), anchors });
        return 'data' in result && result.data ? result.data : null;
      },
      [create, anchors],
    ),
    renameFolder: useCallback(
      async (id: string, name: string) =>
        succeeded(await rename({ id, name: name.trim(), anchors })),
      [rename, anchors],
    ),
    foldFolder: useCallback(
      async (id: string, open: boolean) => succeeded(await fold({ id, open })),
      [fold],
    ),
    deleteFolder: useCallback(async (id: string) => succeeded(await remove(id)), [remove]),
    fileChats: useCallback(
      async (chatIds: string[], folderId: string | null) =>
        succeeded(await file({ chatIds, folderId })),
      [file],
    ),
  };
};
