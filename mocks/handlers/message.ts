import { http } from 'msw';
import type { Message, MessageMode } from '../../src/types/api';
import { MESSAGE_COST } from '../../src/types/business';
import { composeReply, replyDelayMs } from '../assistant';
import { mockConfig, sleep } from '../config';
import { db, imageUrl, newImage } from '../db/store';
import { api, authenticate, BadRequest, fail, ok, readBody, route, stringField } from '../http';
import { mirrorImage } from './images';

const PROMPT_MAX = 32_000;
const NOT_ENOUGH_CREDITS = "You don't have enough credits to use this feature";

const isMode = (mode: unknown): mode is MessageMode => mode === 'text' || mode === 'image';

export const messageHandlers = [
  http.post<{ mode: string }>(
    api('/message/:mode'),
    route(async ({ request, params }) => {
      const user = await authenticate(request);
      if (user instanceof Response) return user;
      const { mode } = params;
      if (!isMode(mode)) return fail('Unknown message mode', 404);
      const body = await readBody(request);
      const prompt = stringField(body, 'prompt');
      const isPublished = body.isPublished ?? false;
      if (typeof isPublished !== 'boolean') throw new BadRequest('isPublished must be a boolean');
      const chat = await db.ownChat(user._id, body.chatId);
      if (!chat) return fail('Chat not found', 404);
      if (!prompt.trim()) return fail('Prompt is required');
      if (prompt.length > PROMPT_MAX) {
        return fail(
          `Prompt is too long (at most ${PROMPT_MAX.toLocaleString('en-US')} characters)`,
          413,
        );
      }
      // answered at once when the balance is already too low; the write below checks again
      const cost = MESSAGE_COST[mode];
      if (user.credits < cost) return fail(NOT_ENOUGH_CREDITS, 403);

      const userMessage: Message = {
        role: 'user',
        content: prompt,
        timestamp: Date.now(),
        isImage: false,
      };
      await sleep(replyDelayMs(prompt) * mockConfig.replyDelayScale);

      const image = mode === 'image' ? newImage(user, prompt, isPublished) : undefined;
      const reply: Message = {
        role: 'assistant',
        content: image ? imageUrl(new URL(request.url).origin, image._id) : composeReply(prompt),
        timestamp: Date.now(),
        isImage: mode === 'image',
        ...(mode === 'image' ? { isPublished } : {}),
      };
      // credits, image, both messages and the chat's order in one transaction: concurrent
      // sends can never overdraw, and a chat deleted meanwhile is charged nothing
      const outcome = await db.storeExchange({
        userId: user._id,
        chatId: chat._id,
        cost,
        messages: [userMessage, reply],
        image,
      });
      if (outcome === 'chat-gone') return fail('Chat not found', 404);
      if (outcome === 'no-credits') return fail(NOT_ENOUGH_CREDITS, 403);
      if (image) mirrorImage(image._id, prompt);
      return ok({ reply });
    }),
  ),
];
