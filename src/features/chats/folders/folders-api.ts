import { api } from '../../../app/api';
import { askToKeepStoredData } from '../../../components/kept-storage';
import {
  createFolder,
  deleteFolder,
  fileChats,
  importOrganisation,
  readFolders,
  updateFolder,
  type Folder,
  type Folders,
  type ImportOutcome,
} from './folders-store';
import { keptInBrowser } from '../../../app/storage';
import type { OrganisationFile } from './organisation-file';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const FOLDERS_NOT_READ = msg`Your folders could not be read from this browser.`;
const FOLDERS_NOT_SAVED = msg`The change to your folders could not be saved in this browser.`;
export const FOLDERS_FULL = msg`This browser's storage is full: the change to your folders could not be saved.`;

const TAG = { type: 'Marks', id: 'folders' } as const;

/** A read or write of the folders, its full-disk message the folders' unless told otherwise. */
const kept = <T>(work: () => Promise<T>, message: MessageDescriptor, full = FOLDERS_FULL) =>
  keptInBrowser(work, message, full);

/** Folders of chats: kept in this browser's database, never on the server. */
export const foldersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFolders: build.query<Folders, void>({
      queryFn: () => kept(readFolders, FOLDERS_NOT_READ),
      providesTags: [TAG],
    }),
    // each shows once stored (the list is read again); other tabs hear of it by the cross-tab sync
    createFolder: build.mutation<string, { name: string; anchors: string[] }>({
      queryFn: async ({ name, anchors }) => {
        const made = await kept(() => createFolder(name, anchors), FOLDERS_NOT_SAVED);
        if ('data' in made) askToKeepStoredData();
        return made;
      },
      invalidatesTags: [TAG],
    }),
    renameFolder: build.mutation<null, { id: string; name: string; anchors: string[] }>({
      queryFn: ({ id, name, anchors }) =>
        kept<null>(() => updateFolder(id, { name, anchors }).then(() => null), FOLDERS_NOT_SAVED),
      invalidatesTags: [TAG],
    }),
    foldFolder: build.mutation<null, { id: string; open: boolean }>({
      queryFn: ({ id, open }) =>
        kept<null>(() => updateFolder(id, { open }).then(() => null), FOLDERS_NOT_SAVED),
      // shown folded at once: a fold is not worth a wait, and is put back if not kept
      onQueryStarted: async ({ id, open }, { dispatch, queryFulfilled }) => {
        const shown = dispatch(
          foldersApi.util.updateQueryData('getFolders', undefined, (draft) => {
            const folder = draft.folders.find((each) => each.id === id);
            if (folder) folder.open = open;
          }),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
      invalidatesTags: [TAG],
    }),
    deleteFolder: build.mutation<null, string>({
      queryFn: (id) => kept<null>(() => deleteFolder(id).then(() => null), FOLDERS_NOT_SAVED),
      invalidatesTags: [TAG],
    }),
    fileChats: build.mutation<null, { chatIds: string[]; folderId: string | null }>({
      queryFn: ({ chatIds, folderId }) =>
        kept<null>(() => fileChats(chatIds, folderId).then(() => null), FOLDERS_NOT_SAVED),
      invalidatesTags: [TAG],
    }),
    // one transaction: an import is kept whole or not at all
    importOrganisation: build.mutation<
      ImportOutcome,
      { file: OrganisationFile; listed: string[]; own: Folder[]; anchors: string[] }
    >({
      queryFn: ({ file, listed, own, anchors }) =>
        kept(
          () => importOrganisation(file, new Set(listed), own, anchors),
          msg`The import could not be saved in this browser, so nothing was imported.`,
          msg`This browser's storage is full, so nothing was imported.`,
        ),
      invalidatesTags: ['Marks'],
    }),
  }),
});

export const {
  useImportOrganisationMutation,
  useGetFoldersQuery,
  useCreateFolderMutation,
  useRenameFolderMutation,
  useFoldFolderMutation,
  useDeleteFolderMutation,
  useFileChatsMutation,
} = foldersApi;
