import { isHttpUrl } from '../../components/browser-location';
import type { Message } from '../../types/api';
import { promptBefore } from '../chats';

/** A generated image of the chat, as the viewer steps through them. */
export interface ChatImage {
  /** the reply's place in the chat */
  index: number;
  url: string;
  /** the prompt that made it ('' if the message before is not the user's) */
  prompt: string;
}

/** The chat's images that can be shown, oldest first. */
export const chatImages = (messages: Message[]): ChatImage[] =>
  messages.flatMap((message, index) => {
    if (message.role !== 'assistant' || !message.isImage || !isHttpUrl(message.content)) return [];
    return [{ index, url: message.content, prompt: promptBefore(messages, index) ?? '' }];
  });
