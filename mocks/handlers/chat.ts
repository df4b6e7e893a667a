import { http } from 'msw';
import { db, toWireChat } from '../db/store';
import { api, authenticate, fail, ok, readBody, route } from '../http';

export const chatHandlers = [
  http.get(
    api('/chat/create'),
    route(async ({ request }) => {
      const user = await authenticate(request);
      if (user instanceof Response) return user;
      return ok({ message: 'Chat created', chat: toWireChat(await db.createChat(user)) }, 201);
    }),
  ),

  http.get(
    api('/chat/get'),
    route(async ({ request }) => {
      const user = await authenticate(request);
      if (user instanceof Response) return user;
      return ok({ chats: await db.chatsOf(user._id) });
    }),
  ),

  http.post(
    api('/chat/delete'),
    route(async ({ request }) => {
      const user = await authenticate(request);
      if (user instanceof Response) return user;
      const body = await readBody(request);
      const deleted =
        typeof body.chatId === 'string' && (await db.deleteChat(user._id, body.chatId));
      if (!deleted) return fail('Chat not found', 404);
      return ok({ message: 'Chat Deleted' });
    }),
  ),
];
