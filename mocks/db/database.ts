import { Dexie, type EntityTable, type Transaction } from 'dexie';
import type {
  ChatRecord,
  ImageRecord,
  LegacyDataV1,
  MessageRecord,
  SessionRecord,
  TransactionRecord,
  UserRecord,
} from './schema';
import type { KeyValueStorage } from './storage';

/** Where version 1 kept everything, as one JSON string in localStorage. */
export const LEGACY_STORAGE_KEY = 'parley-mock-db-v1';
export const DEFAULT_DB_NAME = 'parley-mock';

export type ParleyDexie = Dexie & {
  users: EntityTable<UserRecord, '_id'>;
  sessions: EntityTable<SessionRecord, 'token'>;
  chats: EntityTable<ChatRecord, '_id'>;
  messages: EntityTable<MessageRecord, 'seq'>;
  transactions: EntityTable<TransactionRecord, '_id'>;
  images: EntityTable<ImageRecord, '_id'>;
};

/** Test hook: makes every write fail as a full disk does, to prove nothing is half-written. */
export const storageFaults = { refuseWrites: false };

const isLegacyData = (value: unknown): value is LegacyDataV1 =>
  typeof value === 'object' &&
  value !== null &&
  (value as LegacyDataV1).version === 1 &&
  ['users', 'sessions', 'chats', 'transactions', 'images'].every((k) =>
    Array.isArray((value as unknown as Record<string, unknown>)[k]),
  );

const readLegacy = (legacy: KeyValueStorage | undefined): LegacyDataV1 | null => {
  const raw = legacy?.getItem(LEGACY_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isLegacyData(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** Copies version 1's data into the new tables, inside the database's creating transaction. */
const migrateLegacy = async (tx: Transaction, data: LegacyDataV1): Promise<void> => {
  await tx.table('users').bulkAdd(data.users);
  await tx.table('sessions').bulkAdd(data.sessions);
  await tx.table('transactions').bulkAdd(data.transactions);
  await tx
    .table('images')
    .bulkAdd(
      data.images.map((i) =>
        i.published ? { ...i, publishedAt: i.publishedAt ?? i.createdAt } : i,
      ),
    );
  for (const { messages, ...chat } of data.chats) {
    await tx.table('chats').add(chat);
    await tx.table('messages').bulkAdd(messages.map((m) => ({ ...m, chatId: chat._id })));
  }
};

/**
 * Opens (creating or upgrading) the offline backend's IndexedDB database. A database created
 * where version 1's localStorage data exists takes that data in its creating transaction, so
 * the copy happens once, whichever tab opens first; the old key is removed only once the copy
 * has committed.
 */
export const openDatabase = async (
  name: string,
  legacy?: KeyValueStorage,
): Promise<ParleyDexie> => {
  const dexie = new Dexie(name, {
    // read at open, not at import: Node installs fake-indexeddb before the first open
    indexedDB: globalThis.indexedDB,
    IDBKeyRange: globalThis.IDBKeyRange,
  }) as ParleyDexie;
  dexie.version(1).stores({
    users: '_id, &emailKey',
    sessions: 'token, userId',
    chats: '_id, userId, updatedAt',
    // a chat's messages in order: the compound index serves both "of this chat" and "in order"
    messages: '++seq, [chatId+seq]',
    transactions: '_id, userId',
    images: '_id, publishedAt',
  });
  // later schema versions go here: dexie.version(2).stores({...}).upgrade((tx) => ...)

  let migrated = false;
  dexie.on('populate', async (tx) => {
    const data = readLegacy(legacy);
    if (!data) return;
    await migrateLegacy(tx, data);
    migrated = true;
  });

  dexie.use({
    stack: 'dbcore',
    name: 'storage-faults',
    create: (down) => ({
      ...down,
      table: (tableName) => {
        const table = down.table(tableName);
        return {
          ...table,
          mutate: (request) =>
            storageFaults.refuseWrites
              ? Promise.reject(new Dexie.QuotaExceededError('The quota has been exceeded.'))
              : table.mutate(request),
        };
      },
    }),
  });

  await dexie.open();
  if (migrated) legacy?.removeItem(LEGACY_STORAGE_KEY);
  return dexie;
};

/** Whether an error, or any cause Dexie wrapped it around, has one of these names. */
const hasErrorName = (error: unknown, names: string[]): boolean => {
  for (let e: unknown = error; e; e = (e as { inner?: unknown }).inner) {
    if (names.includes(String((e as { name?: unknown }).name))) return true;
  }
  return false;
};

/** A full disk, however IndexedDB or Dexie phrases it (directly, or as an aborted transaction's cause). */
export const isQuotaError = (error: unknown) => hasErrorName(error, ['QuotaExceededError']);

/** No IndexedDB at all, or one the browser will not open (private windows, blocked site data). */
export const isUnavailableError = (error: unknown) =>
  hasErrorName(error, ['MissingAPIError', 'OpenFailedError', 'InvalidStateError']);
