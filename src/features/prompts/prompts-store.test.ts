import { describe, expect, it } from '@jest/globals';
import { openDB } from 'idb';
import {
  addPrompts,
  deletePrompt,
  readPrompts,
  reorderPrompts,
  updatePrompt,
  type Starter,
} from './prompts-store';

const starters = (): Starter[] => [
  { name: 'One', text: 'first {{x}}' },
  { name: 'Two', text: 'second' },
];
const names = async (owner: string) => (await readPrompts(owner, starters)).map((p) => p.name);

describe('saved prompts in the browser', () => {
  it('keeps the folders of the version before it when it gains the prompts', async () => {
    // the version before prompts, as a browser that used it holds it
    const before = await openDB('parley-app', 3, {
      upgrade: (db) => {
        db.createObjectStore('pins', { keyPath: 'chatId' });
        db.createObjectStore('archived', { keyPath: 'chatId' });
        db.createObjectStore('folders', { keyPath: 'id' });
        db.createObjectStore('filed', { keyPath: 'chatId' }).createIndex('folderId', 'folderId');
      },
    });
    await before.put('pins', { chatId: 'kept-pin', markedAt: 1 });
    before.close();
    expect(await names('ana@example.com')).toEqual(['One', 'Two']);
    const db = await openDB('parley-app');
    expect(await db.getAllKeys('pins')).toEqual(['kept-pin']);
    db.close();
  });

  it('gives an account the starters once: one deleted stays deleted, even as two tabs read', async () => {
    const owner = 'ben@example.com';
    const [first, second] = await Promise.all([
      readPrompts(owner, starters),
      readPrompts(owner, starters),
    ]);
    expect(first.map((p) => p.name)).toEqual(['One', 'Two']);
    expect(second.map((p) => p.name)).toEqual(['One', 'Two']);
    await deletePrompt(owner, first[0]?.id ?? '');
    expect(await names(owner)).toEqual(['Two']);
  });

  it("keeps each account's prompts its own", async () => {
    await addPrompts('ana@example.com', [{ name: 'Ana only', text: 'a' }]);
    expect(await names('ana@example.com')).toEqual(['One', 'Two', 'Ana only']);
    expect(await names('ben@example.com')).toEqual(['Two']);
    const [anas] = await readPrompts('ana@example.com', starters);
    // another account cannot change or delete a prompt that is not its own
    await expect(
      updatePrompt('ben@example.com', { id: anas?.id ?? '', name: 'Taken', text: 'b' }),
    ).rejects.toThrow('No such prompt');
    await deletePrompt('ben@example.com', anas?.id ?? '');
    expect(await names('ana@example.com')).toEqual(['One', 'Two', 'Ana only']);
  });

  it('adds after the last, once per name and text, and orders as asked', async () => {
    const owner = 'cy@example.com';
    expect(await names(owner)).toEqual(['One', 'Two']);
    expect(
      await addPrompts(owner, [
        { name: 'One', text: 'first {{x}}' },
        { name: 'Three', text: '3' },
        { name: 'Three', text: '3' },
      ]),
    ).toBe(1);
    const ids = (await readPrompts(owner, starters)).map((p) => p.id);
    await reorderPrompts(owner, [ids[2] ?? '', ids[0] ?? '']);
    expect(await names(owner)).toEqual(['Three', 'One', 'Two']);
    await deletePrompt(owner, ids[0] ?? '');
    await addPrompts(owner, [{ name: 'Four', text: '4' }]);
    expect(await names(owner)).toEqual(['Three', 'Two', 'Four']);
  });

  it('reads what it holds as untrusted: a record not whole is left out', async () => {
    const db = await openDB('parley-app');
    await db.put('prompts', { id: 'broken', owner: 'dee@example.com', name: 7 } as never);
    await db.put('prompts', {
      id: 'odd-order',
      owner: 'dee@example.com',
      name: 'Kept',
      text: 'yes',
      order: 'first',
    } as never);
    await db.put('promptOwners', { owner: 'dee@example.com', seededAt: 1 });
    db.close();
    expect(await readPrompts('dee@example.com', starters)).toEqual([
      { id: 'odd-order', name: 'Kept', text: 'yes' },
    ]);
  });
});
