import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The longest folder name: it fits the sidebar's row with its count. */
export const FOLDER_NAME_MAX = 40;

const comparable = (name: string) => name.trim().toLocaleLowerCase();

/** What is wrong with a folder name among the others, or null: names are unique, ignoring case. */
export const folderNameProblem = (
  name: string,
  others: readonly { name: string }[],
): MessageDescriptor | null => {
  const trimmed = name.trim();
  if (!trimmed) return msg`Give the folder a name.`;
  if (trimmed.length > FOLDER_NAME_MAX) return msg`A folder name has at most 40 characters.`;
  if (others.some((other) => comparable(other.name) === comparable(trimmed)))
    return msg`There is already a folder with that name.`;
  return null;
};
