import {
  openDB,
  type DBSchema,
  type IDBPDatabase,
  type IDBPTransaction,
  type StoreNames,
} from 'idb';
import { writeWithRoom } from '../../components/full-storage';

/** The app's own database in the browser (the offline backend keeps another: parley-mock). */
const DB_NAME = 'parley-app';

/** What a person can mark a chat as, each kept as its own set of chat ids. */
export type MarkKind = 'pins' | 'archived';

/**
 * A marked chat. Keyed by the chat alone: a server tells the app no user id, and a chat's id is
 * its account's only, so another account signed in here never lists it.
 */
export interface Mark {
  chatId: string;
  markedAt: number;
}

/**
 * A folder. A server names no user, so a folder knows its account by chats: those it holds, and
 * `anchors`, some of the account's chats when it was last written (an empty folder has only those).
 */
export interface FolderRecord {
  id: string;
  name: string;
  open: boolean;
  createdAt: number;
  anchors: string[];
}

/** Which folder a chat is in. */
export interface Filing {
  chatId: string;
  folderId: string;
}

/** A saved prompt, of the account whose e-mail is `owner` (a server names no user id). */
export interface PromptRecord {
  id: string;
  owner: string;
  name: string;
  text: string;
  order: number;
  createdAt: number;
}

/** An account that was given the starter prompts, once: a starter deleted stays deleted. */
interface PromptOwner {
  owner: string;
  seededAt: number;
}

interface AppSchema extends DBSchema {
  pins: { key: string; value: Mark };
  archived: { key: string; value: Mark };
  folders: { key: string; value: FolderRecord };
  filed: { key: string; value: Filing; indexes: { folderId: string } };
  prompts: { key: string; value: PromptRecord; indexes: { owner: string } };
  promptOwners: { key: string; value: PromptOwner };
}

export type AppDatabase = IDBPDatabase<AppSchema>;

let opening: Promise<AppDatabase> | undefined;

/** Opened once per tab; a tab with a newer version of the app elsewhere lets it upgrade. */
export const database = (): Promise<AppDatabase> => {
  // each version only adds stores: what an older version kept is kept as it is
  opening ??= openDB<AppSchema>(DB_NAME, 4, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('pins', { keyPath: 'chatId' });
      if (oldVersion < 2) db.createObjectStore('archived', { keyPath: 'chatId' });
      if (oldVersion < 3) {
        db.createObjectStore('folders', { keyPath: 'id' });
        db.createObjectStore('filed', { keyPath: 'chatId' }).createIndex('folderId', 'folderId');
      }
      if (oldVersion < 4) {
        db.createObjectStore('prompts', { keyPath: 'id' }).createIndex('owner', 'owner');
        db.createObjectStore('promptOwners', { keyPath: 'owner' });
      }
    },
    blocking(_version, _newer, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
    terminated() {
      opening = undefined;
    },
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
};

/** A new record's id (randomUUID needs a secure context; a plain-http LAN address has none). */
export const newRecordId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

type AppStore = StoreNames<AppSchema>;
type WriteTransaction<Name extends AppStore> = IDBPTransaction<AppSchema, Name[], 'readwrite'>;

/**
 * Every write to the database: `work` in one readwrite transaction over `stores`, resolved once
 * committed. A full disk gives up what the app rebuilds by itself and runs it again, whole.
 */
export const writeTogether = <Name extends AppStore, T>(
  stores: Name[],
  work: (tx: WriteTransaction<Name>) => Promise<T>,
): Promise<T> =>
  writeWithRoom(async () => {
    const tx = (await database()).transaction(stores, 'readwrite');
    const done = tx.done;
    done.catch(() => undefined); // awaited below, or ended with `work`'s own error
    try {
      const result = await work(tx);
      await done;
      return result;
    } catch (error) {
      // nothing half-done is kept; a transaction already ended cannot be aborted
      try {
        tx.abort();
      } catch {
        // already ended
      }
      await done.catch(() => undefined);
      throw error;
    }
  });
