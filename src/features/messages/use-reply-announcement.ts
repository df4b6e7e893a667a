import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { markdownToPlainText } from '../../components/markdown/plain-text';
import type { Message } from '../../types/api';

const ANNOUNCED_CHARACTERS = 200;

/**
 * Announces a new reply to screen readers, politely, without moving focus: as the plain text a
 * sighted reader sees, not its Markdown. Another chat starts with nothing announced.
 */
export const useReplyAnnouncement = (chatId: string | undefined, last: Message | undefined) => {
  const [seen, setSeen] = useState({ chatId, last });
  const [announcement, setAnnouncement] = useState({ chatId, text: '' });
  const { t } = useLingui();
  // a reply that arrived in the chat on screen: said once, as it comes
  if (seen.chatId !== chatId || seen.last !== last) {
    setSeen({ chatId, last });
    if (seen.chatId === chatId && last?.role === 'assistant') {
      const text = Array.from(markdownToPlainText(last.content))
        .slice(0, ANNOUNCED_CHARACTERS)
        .join('');
      setAnnouncement({
        chatId,
        text: last.isImage ? t`The assistant sent an image` : t`The assistant replied: ${text}`,
      });
    }
  }
  // what was said in another chat is never left in the live region
  return announcement.chatId === chatId ? announcement.text : '';
};
