import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The app's own database in the browser (the offline backend keeps another: parley-mock). */
const DB_NAME = 'parley-app';

interface Pin {
  userId: string;
  chatId: string;
  pinnedAt: number;
}

interface AppSchema extends DBSchema {
  pins: { key: [string, string]; value: Pin; indexes: { byUser: string } };
}

let opening: Promise<IDBPDatabase<AppSchema>> | undefined;

/** Opened once per tab; a tab with a newer version of the app elsewhere lets it upgrade. */
const database = (): Promise<IDBPDatabase<AppSchema>> => {
  opening ??= openDB<AppSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('pins', { keyPath: ['userId', 'chatId'] }).createIndex(
        'byUser',
        'userId',
      );
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

/** The ids of the chats a user pinned; what the database holds is read as untrusted. */
export const readPins = async (userId: string): Promise<string[]> => {
  const pins: unknown[] = await (await database()).getAllFromIndex('pins', 'byUser', userId);
  return pins.flatMap((pin) => {
    const chatId = (pin as Partial<Pin> | null)?.chatId;
    return typeof chatId === 'string' ? [chatId] : [];
  });
};

/** Pins or unpins one chat. */
export const writePin = async (userId: string, chatId: string, pinned: boolean): Promise<void> => {
  const db = await database();
  if (pinned) await db.put('pins', { userId, chatId, pinnedAt: Date.now() });
  else await db.delete('pins', [userId, chatId]);
};

/** Forgets the pins of chats that are gone, in one transaction. */
export const forgetPins = async (userId: string, chatIds: string[]): Promise<void> => {
  if (chatIds.length === 0) return;
  const tx = (await database()).transaction('pins', 'readwrite');
  await Promise.all([...chatIds.map((chatId) => tx.store.delete([userId, chatId])), tx.done]);
};
