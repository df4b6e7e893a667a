import { useCallback, useRef, useState } from 'react';
import { withoutErrorToast, type ApiError } from '../../../app/api';
import { toast } from '../../../components/toast';
import type { Chat } from '../../../types/api';
import { chatTitle } from '../chat-title';
import { useDeleteChatMutation } from '../chats-api';
import { useForgetMarksMutation } from '../marks/marks-api';
import { chatCount } from './chat-count';
import { useLingui } from '@lingui/react/macro';

export interface BulkProgress {
  done: number;
  total: number;
}

/**
 * Deletes chats one at a time through the server's delete call, so each is confirmed or refused
 * on its own, and the person can stop part way. Resolves with the ids still there (failed or
 * not reached), which stay selected.
 */
export const useBulkDelete = () => {
  const [deleteChat] = useDeleteChatMutation();
  const [forgetMarks] = useForgetMarksMutation();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const stopped = useRef(false);
  const { t } = useLingui();

  const run = useCallback(
    async (chats: readonly Chat[]): Promise<string[]> => {
      stopped.current = false;
      const failed: { chat: Chat; reason: string }[] = [];
      let done = 0;
      setProgress({ done, total: chats.length });
      for (const chat of chats) {
        if (stopped.current) break;
        try {
          await withoutErrorToast(deleteChat(chat._id));
          void forgetMarks(chat._id);
        } catch (error) {
          failed.push({ chat, reason: (error as Partial<ApiError>).message ?? '' });
        }
        setProgress({ done: ++done, total: chats.length });
      }
      setProgress(null);
      const deleted = chatCount(done - failed.length);
      const left = [...failed.map(({ chat }) => chat), ...chats.slice(done)];
      if (failed.length > 0) {
        // one toast for them all, each with the server's reason
        const names = failed
          .map(({ chat, reason }) => `“${chatTitle(chat)}”${reason && ` (${reason})`}`)
          .join(', ');
        toast.error(t`${deleted} deleted. These could not be, and stay selected: ${names}`);
      } else if (left.length > 0)
        toast.plain(t`Stopped: ${deleted} deleted, the rest still selected.`);
      else toast.success(t`${deleted} deleted`);
      return left.map((chat) => chat._id);
    },
    [deleteChat, forgetMarks, t],
  );
  const stop = useCallback(() => {
    stopped.current = true;
  }, []);
  return { run, stop, progress };
};
