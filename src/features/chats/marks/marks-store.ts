import { database, type Mark, type MarkKind } from './app-database';

export type { MarkKind };

/** The ids of the chats marked so; what the database holds is read as untrusted. */
export const readMarked = async (kind: MarkKind): Promise<string[]> => {
  const marks: unknown[] = await (await database()).getAll(kind);
  return marks.flatMap((mark) => {
    const chatId = (mark as Partial<Mark> | null)?.chatId;
    return typeof chatId === 'string' ? [chatId] : [];
  });
};

/** Marks or unmarks one chat; resolves once the write has committed, not merely been made. */
export const writeMarked = async (kind: MarkKind, chatId: string, on: boolean): Promise<void> => {
  const tx = (await database()).transaction(kind, 'readwrite');
  await Promise.all([
    on ? tx.store.put({ chatId, markedAt: Date.now() }) : tx.store.delete(chatId),
    tx.done,
  ]);
};

/** Takes every mark and its folder off a chat in one transaction: a deleted chat leaves none. */
export const forgetChat = async (chatId: string): Promise<void> => {
  const tx = (await database()).transaction(['pins', 'archived', 'filed'], 'readwrite');
  await Promise.all([
    tx.objectStore('pins').delete(chatId),
    tx.objectStore('archived').delete(chatId),
    tx.objectStore('filed').delete(chatId),
    tx.done,
  ]);
};
