import { useCallback } from 'react';
import { toast } from '../../components/toast';
import { useDeleteChatMutation } from './chats-api';
import { useForgetMarksMutation } from './marks/marks-api';
import { useLingui } from '@lingui/react/macro';

/** Deletes a chat on the server, with the product's toasts; its pin and archive go with it. */
export const useChatRemoval = () => {
  const [deleteChat] = useDeleteChatMutation();
  const [forgetMarks] = useForgetMarksMutation();
  const { t } = useLingui();
  return useCallback(
    async (id: string) => {
      const loading = toast.loading(t`deleting...`);
      try {
        toast.success(await deleteChat(id).unwrap());
        void forgetMarks(id);
      } catch {
        // the error toast comes from the api-error middleware
      } finally {
        toast.dismiss(loading);
      }
    },
    [deleteChat, forgetMarks, t],
  );
};
