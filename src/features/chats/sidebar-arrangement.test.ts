import { describe, expect, it } from '@jest/globals';
import type { Chat } from '../../types/api';
import type { Folder } from './folders/folders-store';
import { arrangeSidebar } from './sidebar-arrangement';

const chat = (id: string, first = id): Chat => ({
  _id: id,
  name: 'New Chat',
  messages: [{ role: 'user', content: first } as Chat['messages'][number]],
  updatedAt: '2026-11-26T00:00:00Z',
});
const folder = (id: string, open = true): Folder => ({
  id,
  name: id,
  open,
  createdAt: 0,
  anchors: [],
});
const ids = (chats: Chat[]) => chats.map((each) => each._id);

const CHATS = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => chat(id, `trip ${id}`));
const arrange = (search = '', folders = [folder('work'), folder('home', false)]) =>
  arrangeSidebar({
    chats: CHATS,
    archivedIds: new Set(['f']),
    pinnedIds: new Set(['b', 'f']),
    folders,
    filed: new Map([
      ['b', 'work'],
      ['c', 'work'],
      ['d', 'home'],
    ]),
    search,
  });

describe('the sidebar’s arrangement', () => {
  it('shows each chat once: archived apart, then pinned, then its folder, then Recent Chats', () => {
    const arranged = arrange();
    expect(ids(arranged.archived)).toEqual(['f']);
    expect(ids(arranged.pinned)).toEqual(['b']);
    expect(arranged.folders.map(({ folder: { id }, chats }) => [id, ids(chats)])).toEqual([
      ['work', ['c']],
      ['home', ['d']],
    ]);
    expect(ids(arranged.recent)).toEqual(['a', 'e']);
    // a closed folder's chats are not on screen, so a Shift-click's range passes them by
    expect(arranged.order).toEqual(['b', 'c', 'a', 'e']);
  });

  it('while filtering, lists only the folders holding a match, open', () => {
    const arranged = arrange('TRIP D');
    expect(arranged.searching).toBe(true);
    expect(arranged.folders.map(({ folder: { id } }) => id)).toEqual(['home']);
    expect(arranged.order).toEqual(['d']);
    expect(ids(arranged.recent)).toEqual([]);
  });
});
