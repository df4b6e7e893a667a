import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { FOLDER_NAME_MAX } from './folder-name';

/** What names a file as an export of this browser's folders, pins and archive. */
const FORMAT = 'parley-organisation';
const VERSION = 1;
/** Far more than 5,000 chats' worth: a bigger file is not one of ours. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** The file: folders by their own ids, and each chat's folder, pin and archive by chat id. */
export interface OrganisationFile {
  format: typeof FORMAT;
  version: typeof VERSION;
  exportedAt: string;
  folders: { id: string; name: string; open: boolean }[];
  filed: Record<string, string>;
  pins: string[];
  archived: string[];
}

export const makeOrganisationFile = (
  parts: Omit<OrganisationFile, 'format' | 'version' | 'exportedAt'>,
  now = new Date(),
): OrganisationFile => ({
  format: FORMAT,
  version: VERSION,
  exportedAt: now.toISOString(),
  ...parts,
});

const DAMAGED = msg`That file is damaged, so nothing was imported.`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIds = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((each) => typeof each === 'string' && each.length > 0);

/**
 * Reads a file a person chose, as untrusted: the organisation it holds, or what is wrong with it.
 * Nothing partial passes: a file with one bad part is refused whole.
 */
export const parseOrganisationFile = (
  text: string,
): { file: OrganisationFile } | { problem: MessageDescriptor } => {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: msg`That file is not an export of Parley's folders (it is not JSON).` };
  }
  if (!isRecord(data) || data.format !== FORMAT)
    return { problem: msg`That file is not an export of Parley's folders, pins and archive.` };
  if (typeof data.version !== 'number' || data.version > VERSION)
    return { problem: msg`That file comes from a newer Parley. Update this one, then try again.` };
  const { folders, filed, pins, archived } = data;
  if (!Array.isArray(folders) || !isRecord(filed) || !isIds(pins) || !isIds(archived))
    return { problem: DAMAGED };
  const readFolders: OrganisationFile['folders'] = [];
  for (const folder of folders) {
    if (!isRecord(folder) || typeof folder.id !== 'string' || typeof folder.name !== 'string')
      return { problem: DAMAGED };
    const name = folder.name.trim();
    if (!name || name.length > FOLDER_NAME_MAX) return { problem: DAMAGED };
    readFolders.push({ id: folder.id, name, open: folder.open !== false });
  }
  const ids = new Set(readFolders.map((folder) => folder.id));
  const readFiled: Record<string, string> = {};
  for (const [chatId, folderId] of Object.entries(filed)) {
    if (typeof folderId !== 'string' || !ids.has(folderId)) return { problem: DAMAGED };
    readFiled[chatId] = folderId;
  }
  const exportedAt = Date.parse(String(data.exportedAt));
  return {
    file: makeOrganisationFile(
      { folders: readFolders, filed: readFiled, pins, archived },
      new Date(Number.isNaN(exportedAt) ? 0 : exportedAt),
    ),
  };
};
