import { database, writeTogether, type Mark, type MarkKind } from '../../../app/storage';

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
export const writeMarked = (kind: MarkKind, chatId: string, on: boolean): Promise<void> =>
  writeTogether([kind], async (tx) => {
    const store = tx.objectStore(kind);
    await (on ? store.put({ chatId, markedAt: Date.now() }) : store.delete(chatId));
  });

/** Takes every mark and its folder off a chat in one transaction: a deleted chat leaves none. */
export const forgetChat = (chatId: string): Promise<void> =>
  writeTogether(['pins', 'archived', 'filed'], async (tx) => {
    await Promise.all([
      tx.objectStore('pins').delete(chatId),
      tx.objectStore('archived').delete(chatId),
      tx.objectStore('filed').delete(chatId),
    ]);
  });
