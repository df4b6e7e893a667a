import { http } from 'msw';
import { db, toWireChat } from '../db/store';
import { api, authenticate, fail, ok, readBody, route } from '../http';

export const chatHandlers = [
  http.get(
    api('/chat/create'),
    route(({ request }) => {
      const user = authenticate(request);
      if (user instanceof Response) return user;
      return ok({ message: 'Chat created', chat: toWireChat(db.createChat(user)) }, 201);
    }),
  ),

  http.get(
    api('/chat/get'),
    route(({ request }) => {
      const user = authenticate(request);
      if (user instanceof Response) return user;
      return ok({ chats: db.chatsOf(user._id).map(toWireChat) });
    }),
  ),

  http.post(
    api('/chat/delete'),
    route(async ({ request }) => {
      const user = authenticate(request);
      if (user instanceof Response) return user;
      const body = await readBody(request);
      const chat = db.ownChat(user._id, body.chatId);
      if (!chat) return fail('Chat not found', 404);
      db.deleteChat(chat);
      return ok({ message: 'Chat Deleted' });
    }),
  ),
];
