import type { Chat } from '../../types/api';
import { matchesSearch } from './chat-title';
import type { Folder } from './folders/folders-store';

export interface SidebarArrangement {
  /** every chat not archived */
  kept: Chat[];
  archived: Chat[];
  /** kept chats the title filter lets through */
  shown: Chat[];
  searching: boolean;
  pinned: Chat[];
  /** shown chats not pinned, wherever they are */
  unpinned: Chat[];
  /** the folders to list, each with its shown chats (while searching, only those holding some) */
  folders: { folder: Folder; chats: Chat[] }[];
  recent: Chat[];
  /** the ids in the order they are on screen, for a Shift-click's range */
  order: string[];
}

/**
 * Where each chat goes in the sidebar: pinned, else in its folder, else in Recent Chats; archived
 * ones apart. Each list keeps the order of `chats`.
 */
export const arrangeSidebar = ({
  chats,
  archivedIds,
  pinnedIds,
  folders,
  filed,
  search,
}: {
  chats: readonly Chat[];
  archivedIds: ReadonlySet<string>;
  pinnedIds: ReadonlySet<string>;
  folders: readonly Folder[];
  filed: ReadonlyMap<string, string>;
  search: string;
}): SidebarArrangement => {
  const kept: Chat[] = [];
  const archived: Chat[] = [];
  for (const chat of chats) (archivedIds.has(chat._id) ? archived : kept).push(chat);
  const shown = kept.filter((chat) => matchesSearch(chat, search));
  const searching = search.trim() !== '';
  const pinned = shown.filter((chat) => pinnedIds.has(chat._id));
  const unpinned = shown.filter((chat) => !pinnedIds.has(chat._id));
  const held = new Map<string, Chat[]>(folders.map((folder) => [folder.id, []]));
  const recent: Chat[] = [];
  for (const chat of unpinned) {
    const folderId = filed.get(chat._id);
    (folderId === undefined ? recent : held.get(folderId))?.push(chat);
  }
  const listed = folders
    .map((folder) => ({ folder, chats: held.get(folder.id) ?? [] }))
    .filter(({ chats: inside }) => !searching || inside.length > 0);
  const order = [
    ...pinned,
    ...listed.flatMap(({ folder, chats: inside }) => (folder.open || searching ? inside : [])),
    ...recent,
  ].map((chat) => chat._id);
  return { kept, archived, shown, searching, pinned, unpinned, folders: listed, recent, order };
};
