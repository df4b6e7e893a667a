import { useState, type DragEvent } from 'react';

/** The drag data of a chat dragged from the sidebar: its id. */
export const CHAT_DRAG_TYPE = 'application/x-parley-chat';

/** Makes an element a place a dragged chat can be dropped on (a folder, or Recent Chats). */
export const useChatDrop = (onDrop: (chatId: string) => void) => {
  const [over, setOver] = useState(false);
  const carriesChat = (event: DragEvent) => event.dataTransfer.types.includes(CHAT_DRAG_TYPE);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!carriesChat(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const chatId = event.dataTransfer.getData(CHAT_DRAG_TYPE);
        if (!chatId) return;
        event.preventDefault();
        onDrop(chatId);
      },
    },
  };
};
