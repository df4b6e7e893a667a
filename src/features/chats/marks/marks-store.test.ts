import { describe, expect, it } from '@jest/globals';
import { openDB } from 'idb';
import { spareWhenFull } from '../../../components/full-storage';
import { readFolders } from '../folders/folders-store';
import { writeTogether } from '../../../app/storage';
import { readMarked, writeMarked } from './marks-store';

describe("the app's database in the browser", () => {
  it('keeps the pins of its first version when it gains the archive', async () => {
    // the first version, as a browser that used it holds it
    const first = await openDB('parley-app', 1, {
      upgrade: (db) => db.createObjectStore('pins', { keyPath: 'chatId' }),
    });
    await first.put('pins', { chatId: 'kept-pin', pinnedAt: 1 });
    first.close();

    expect(await readMarked('pins')).toEqual(['kept-pin']);
    expect(await readMarked('archived')).toEqual([]);
    await writeMarked('archived', 'put-away', true);
    expect(await readMarked('archived')).toEqual(['put-away']);
    expect(await readMarked('pins')).toEqual(['kept-pin']);
    expect(await readFolders()).toEqual({ folders: [], filed: {} });
  });

  it('reads what it holds as untrusted: a record without a chat id is skipped', async () => {
    const db = await openDB('parley-app');
    await db.put('archived', { chatId: 42 } as never);
    db.close();
    expect(await readMarked('archived')).toEqual(['put-away']);
  });

  it('reads folders as untrusted: one without a name, or a filing into none, is left out', async () => {
    const db = await openDB('parley-app');
    await db.put('folders', { id: 'no-name' });
    await db.put('folders', { id: 'ok', name: 'Kept', anchors: ['a', 7], open: 'yes' });
    await db.put('filed', { chatId: 'a', folderId: 'ok' });
    await db.put('filed', { chatId: 'b', folderId: 'no-name' });
    await db.put('filed', { chatId: 'c', folderId: 'gone' });
    db.close();
    expect(await readFolders()).toEqual({
      folders: [{ id: 'ok', name: 'Kept', open: true, createdAt: 0, anchors: ['a'] }],
      filed: { a: 'ok' },
    });
  });

  it('keeps a write whole or not at all, and runs it again whole once a spare makes room', async () => {
    spareWhenFull('spare-cache');
    localStorage.setItem('spare-cache', 'rebuilt by itself');
    let tries = 0;
    await writeTogether(['pins', 'archived'], async (tx) => {
      tries++;
      await tx.objectStore('pins').put({ chatId: `half-${tries}`, markedAt: 1 });
      // the first try is refused for room after its first put: that put must not be kept
      if (localStorage.getItem('spare-cache') !== null)
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      await tx.objectStore('archived').put({ chatId: 'whole', markedAt: 1 });
    });
    expect(tries).toBe(2);
    expect(localStorage.getItem('spare-cache')).toBeNull();
    expect(await readMarked('pins')).toEqual(['half-2', 'kept-pin']);
    expect(await readMarked('archived')).toEqual(['put-away', 'whole']);
  });

  it('a write that fails for another reason keeps none of it and says so', async () => {
    const failed = writeTogether(['pins'], async (tx) => {
      await tx.objectStore('pins').put({ chatId: 'not-kept', markedAt: 1 });
      throw new Error('No such folder');
    });
    await expect(failed).rejects.toThrow('No such folder');
    expect(await readMarked('pins')).toEqual(['half-2', 'kept-pin']);
  });
});
