import { database, newRecordId, writeTogether, type PromptRecord } from '../../app/storage';

/** A saved prompt as the app shows it. */
export interface SavedPrompt {
  id: string;
  name: string;
  text: string;
}

/** What a new account is given once, in the language it first sees them in. */
export type Starter = Omit<SavedPrompt, 'id'>;

/** A stored prompt, read as untrusted: one that is not whole is left out. */
const asPrompt = (value: unknown, owner: string): (SavedPrompt & { order: number }) | null => {
  const record = value as Partial<Record<keyof PromptRecord, unknown>> | null;
  if (
    record?.owner !== owner ||
    typeof record.id !== 'string' ||
    typeof record.name !== 'string' ||
    typeof record.text !== 'string'
  )
    return null;
  const order =
    typeof record.order === 'number' && Number.isFinite(record.order) ? record.order : 0;
  return { id: record.id, name: record.name, text: record.text, order };
};

const ordered = (records: unknown[], owner: string): SavedPrompt[] =>
  records
    .flatMap((record) => asPrompt(record, owner) ?? [])
    .sort((a, b) => a.order - b.order)
    .map(({ id, name, text }) => ({ id, name, text }));

/**
 * The account's prompts in their order. An account seen here for the first time is given the
 * starters first, in the same transaction as the note that it was, so two tabs never give twice.
 */
export const readPrompts = async (
  owner: string,
  starters: () => Starter[],
): Promise<SavedPrompt[]> => {
  const db = await database();
  const seeded = await db.get('promptOwners', owner);
  if (!seeded)
    return writeTogether(['prompts', 'promptOwners'], async (tx) => {
      const store = tx.objectStore('prompts');
      if (!(await tx.objectStore('promptOwners').get(owner))) {
        const now = Date.now();
        await Promise.all([
          tx.objectStore('promptOwners').put({ owner, seededAt: now }),
          ...starters().map((starter, order) =>
            store.put({ ...starter, id: newRecordId(), owner, order, createdAt: now }),
          ),
        ]);
      }
      return ordered(await store.index('owner').getAll(owner), owner);
    });
  return ordered(await db.getAllFromIndex('prompts', 'owner', owner), owner);
};

/**
 * Saves prompts after the account's others, in one transaction; one whose name and text the
 * account already has is not saved twice. Resolves with how many were saved.
 */
export const addPrompts = (owner: string, prompts: Starter[]): Promise<number> =>
  writeTogether(['prompts'], async (tx) => {
    const store = tx.objectStore('prompts');
    const current = (await store.index('owner').getAll(owner)).flatMap(
      (record) => asPrompt(record, owner) ?? [],
    );
    const known = new Set(current.map(({ name, text }) => JSON.stringify([name, text])));
    const last = Math.max(-1, ...current.map((prompt) => prompt.order));
    const now = Date.now();
    const writes: Promise<unknown>[] = [];
    for (const { name, text } of prompts) {
      const key = JSON.stringify([name, text]);
      if (known.has(key)) continue;
      known.add(key);
      const order = last + 1 + writes.length;
      writes.push(store.add({ id: newRecordId(), owner, name, text, order, createdAt: now }));
    }
    await Promise.all(writes);
    return writes.length;
  });

/** Changes a prompt's name and text; one deleted meanwhile (another tab) is an error. */
export const updatePrompt = (owner: string, prompt: SavedPrompt): Promise<void> =>
  writeTogether(['prompts'], async (tx) => {
    const store = tx.objectStore('prompts');
    const stored = (await store.get(prompt.id)) as PromptRecord | undefined;
    if (!asPrompt(stored, owner) || !stored) throw new Error('No such prompt');
    await store.put({ ...stored, name: prompt.name, text: prompt.text });
  });

export const deletePrompt = (owner: string, id: string): Promise<void> =>
  writeTogether(['prompts'], async (tx) => {
    const store = tx.objectStore('prompts');
    if (asPrompt(await store.get(id), owner)) await store.delete(id);
  });

/** Puts the account's prompts in the order of `ids`; prompts it does not name keep their place after. */
export const reorderPrompts = (owner: string, ids: string[]): Promise<void> =>
  writeTogether(['prompts'], async (tx) => {
    const store = tx.objectStore('prompts');
    const records = (await store.index('owner').getAll(owner)) as PromptRecord[];
    const current = ordered(records, owner).map((prompt) => prompt.id);
    const order = [
      ...ids.filter((id) => current.includes(id)),
      ...current.filter((id) => !ids.includes(id)),
    ];
    await Promise.all(
      records.map((record) => {
        const at = order.indexOf(record.id);
        return at < 0 || record.order === at ? undefined : store.put({ ...record, order: at });
      }),
    );
  });
