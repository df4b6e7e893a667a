import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** The app's own database in the browser (the offline backend keeps another: parley-mock). */
const DB_NAME = 'parley-app';

/**
 * A pinned chat. Keyed by the chat alone: a server tells the app no user id, and a chat's
 * id is its account's only, so another account signed in here never lists it.
 */
interface Pin {
  chatId: string;
  pinnedAt: number;
}

interface AppSchema extends DBSchema {
  pins: { key: string; value: Pin };
}

let opening: Promise<IDBPDatabase<AppSchema>> | undefined;

/** Opened once per tab; a tab with a newer version of the app elsewhere lets it upgrade. */
const database = (): Promise<IDBPDatabase<AppSchema>> => {
  opening ??= openDB<AppSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('pins', { keyPath: 'chatId' });
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

/** The ids of the pinned chats; what the database holds is read as untrusted. */
export const readPins = async (): Promise<string[]> => {
  const pins: unknown[] = await (await database()).getAll('pins');
  return pins.flatMap((pin) => {
    const chatId = (pin as Partial<Pin> | null)?.chatId;
    return typeof chatId === 'string' ? [chatId] : [];
  });
};

/** Pins or unpins one chat; resolves once the write has committed, not merely been made. */
export const writePin = async (chatId: string, pinned: boolean): Promise<void> => {
  const tx = (await database()).transaction('pins', 'readwrite');
  await Promise.all([
    pinned ? tx.store.put({ chatId, pinnedAt: Date.now() }) : tx.store.delete(chatId),
    tx.done,
  ]);
};
