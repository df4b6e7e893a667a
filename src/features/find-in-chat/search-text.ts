import { fold, searchableText } from '../../components/markdown/searchable-text';
import type { Message } from '../../types/api';

interface SearchText {
  /** the words as shown: the user's as typed, a reply's without its Markdown */
  shown: string;
  /** the same, as search compares it (fold()) */
  folded: string;
}

// a message's text never changes, and the store keeps its object: each is read once
const texts = new WeakMap<Message, SearchText>();

/**
 * A message as search reads it. An image reply is an address, not words: '' (its prompt, the
 * message before it, is found).
 */
export const messageSearchText = (message: Message): SearchText => {
  let text = texts.get(message);
  if (text === undefined) {
    const content = typeof message.content === 'string' ? message.content : '';
    const shown = message.isImage
      ? ''
      : message.role === 'user'
        ? content
        : searchableText(content);
    text = { shown, folded: fold(shown) };
    texts.set(message, text);
  }
  return text;
};
