import dayjs from 'dayjs';
import { saveAs } from 'file-saver';
import type { Chat } from '../../types/api';
import { fileNameFrom } from '../../components/file-name';
import { chatTitle, generatedImageName, promptBefore } from '../chats';
import { t } from '@lingui/core/macro';

const author = (role: string, userName: string) =>
  role === 'user' ? userName || t`You` : t`Assistant`;

/**
 * A chat as a Markdown document: its title as the heading, then each message with its author
 * and time; images as links (the prompt before an image names it).
 */
export const chatToMarkdown = (chat: Pick<Chat, 'name' | 'messages'>, userName: string): string => {
  const parts = [`# ${chatTitle(chat)}`];
  chat.messages.forEach((message, i) => {
    const when = dayjs(message.timestamp).format('YYYY-MM-DD HH:mm');
    const body = message.isImage
      ? `[${generatedImageName(promptBefore(chat.messages, i))}](${message.content})`
      : message.content;
    parts.push(`**${author(message.role, userName)}** · ${when}`, body);
  });
  return `${parts.join('\n\n')}\n`;
};

/** The chat's title as a file name. */
export const exportFileName = (chat: Pick<Chat, 'name' | 'messages'>): string =>
  `${fileNameFrom(chatTitle(chat), 'chat')}.md`;

/** Downloads the chat as `<chat title>.md`. */
export const exportChat = (chat: Pick<Chat, 'name' | 'messages'>, userName: string): void =>
  saveAs(
    new Blob([chatToMarkdown(chat, userName)], { type: 'text/markdown;charset=utf-8' }),
    exportFileName(chat),
  );
