import {
  database,
  newRecordId,
  writeTogether,
  type Filing,
  type FolderRecord,
} from '../../../app/storage';
import type { OrganisationFile } from './organisation-file';

export interface Folder {
  id: string;
  name: string;
  open: boolean;
  createdAt: number;
  anchors: string[];
}

/** Every folder here and which folder each chat is in (chat id → folder id). */
export interface Folders {
  folders: Folder[];
  filed: Record<string, string>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];

/** A stored folder, read as untrusted: one that is not whole is left out. */
const asFolder = (value: unknown): Folder | null => {
  const record = value as Partial<Record<keyof FolderRecord, unknown>> | null;
  if (typeof record?.id !== 'string' || typeof record.name !== 'string') return null;
  return {
    id: record.id,
    name: record.name,
    open: record.open !== false,
    createdAt: typeof record.createdAt === 'number' ? record.createdAt : 0,
    anchors: strings(record.anchors),
  };
};

/** The folders and their chats, read in one transaction so they agree with each other. */
export const readFolders = async (): Promise<Folders> => {
  const tx = (await database()).transaction(['folders', 'filed']);
  const [records, filings] = await Promise.all([
    tx.objectStore('folders').getAll() as Promise<unknown[]>,
    tx.objectStore('filed').getAll() as Promise<unknown[]>,
  ]);
  const folders = records.flatMap((record) => asFolder(record) ?? []);
  const known = new Set(folders.map((folder) => folder.id));
  const filed: Record<string, string> = {};
  for (const filing of filings) {
    const { chatId, folderId } = (filing ?? {}) as Partial<Record<keyof Filing, unknown>>;
    if (typeof chatId === 'string' && typeof folderId === 'string' && known.has(folderId))
      filed[chatId] = folderId;
  }
  return { folders, filed };
};

/** Makes a folder, open, and resolves with its id once stored. */
export const createFolder = (name: string, anchors: string[]): Promise<string> =>
  writeTogether(['folders'], async (tx) => {
    const folder: FolderRecord = {
      id: newRecordId(),
      name,
      open: true,
      createdAt: Date.now(),
      anchors,
    };
    await tx.objectStore('folders').add(folder);
    return folder.id;
  });

/** Changes a folder's name or fold; a folder gone meanwhile (another tab) is an error. */
export const updateFolder = async (
  id: string,
  change: Partial<Pick<FolderRecord, 'name' | 'open' | 'anchors'>>,
): Promise<void> =>
  writeTogether(['folders'], async (tx) => {
    const store = tx.objectStore('folders');
    const folder = asFolder(await store.get(id));
    if (!folder) throw new Error('No such folder');
    await store.put({ ...folder, ...change });
  });

/** Deletes a folder; its chats go back to no folder, in the same transaction. */
export const deleteFolder = (id: string): Promise<void> =>
  writeTogether(['folders', 'filed'], async (tx) => {
    const filed = tx.objectStore('filed');
    const keys = await filed.index('folderId').getAllKeys(id);
    await Promise.all([
      tx.objectStore('folders').delete(id),
      ...keys.map((key) => filed.delete(key)),
    ]);
  });

/** Puts chats into a folder (or none: null), all or none of them; the folder must still exist. */
export const fileChats = (chatIds: string[], folderId: string | null): Promise<void> =>
  writeTogether(['folders', 'filed'], async (tx) => {
    const filed = tx.objectStore('filed');
    if (folderId !== null && !(await tx.objectStore('folders').get(folderId)))
      throw new Error('No such folder');
    await Promise.all(
      chatIds.map((chatId) =>
        folderId === null ? filed.delete(chatId) : filed.put({ chatId, folderId }),
      ),
    );
  });

/** What an import kept: folders it made, and the chats it named that this account lacks. */
export interface ImportOutcome {
  madeFolders: number;
  skippedChats: number;
}

/**
 * Brings an exported organisation into this browser, for the chats this account has, in one
 * transaction: all of it or none. A folder whose name one of `own` already has is that folder.
 */
export const importOrganisation = (
  file: OrganisationFile,
  listed: ReadonlySet<string>,
  own: readonly Folder[],
  anchors: string[],
): Promise<ImportOutcome> =>
  writeTogether(['pins', 'archived', 'folders', 'filed'], async (tx) => {
    const named = new Set([...Object.keys(file.filed), ...file.pins, ...file.archived]);
    const skippedChats = [...named].filter((chatId) => !listed.has(chatId)).length;
    const byName = new Map(own.map((folder) => [folder.name.toLocaleLowerCase(), folder.id]));
    const writes: Promise<unknown>[] = [];
    const folderIds = new Map<string, string>();
    let madeFolders = 0;
    for (const folder of file.folders) {
      const existing = byName.get(folder.name.toLocaleLowerCase());
      if (existing) {
        folderIds.set(folder.id, existing);
        continue;
      }
      const id = newRecordId();
      byName.set(folder.name.toLocaleLowerCase(), id);
      folderIds.set(folder.id, id);
      madeFolders++;
      const record: FolderRecord = { ...folder, id, createdAt: Date.now(), anchors };
      writes.push(tx.objectStore('folders').put(record));
    }
    const markedAt = Date.now();
    for (const [chatId, folderId] of Object.entries(file.filed)) {
      const into = folderIds.get(folderId);
      if (listed.has(chatId) && into)
        writes.push(tx.objectStore('filed').put({ chatId, folderId: into }));
    }
    for (const kind of ['pins', 'archived'] as const)
      for (const chatId of file[kind])
        if (listed.has(chatId)) writes.push(tx.objectStore(kind).put({ chatId, markedAt }));
    await Promise.all(writes);
    return { madeFolders, skippedChats };
  });
