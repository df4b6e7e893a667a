import { saveAs } from 'file-saver';
import { fileNameFrom } from '../../components/file-name';
import type { ChatImage } from './chat-images';
import { t } from '@lingui/core/macro';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** The extension its type says, else its address's if it names an image type, else png. */
const extension = (type: string, url: string) => {
  const byType = EXTENSIONS[type.split(';')[0]?.trim().toLowerCase() ?? ''];
  if (byType) return byType;
  const named = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return named && Object.values(EXTENSIONS).concat('jpeg').includes(named) ? named : 'png';
};

/** The file an image downloads as: its prompt, and the extension of what the server sent. */
export const imageFileName = (prompt: string, type: string, url: string): string =>
  `${fileNameFrom(prompt, t`Parley image`)}.${extension(type, url)}`;

/** Saves the image as a file; rejects when it cannot be fetched (another site may not allow it). */
export const downloadImage = async ({ url, prompt }: ChatImage): Promise<void> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The image answered ${response.status}`);
  const file = await response.blob();
  saveAs(file, imageFileName(prompt, file.type, url));
};
