import { http } from 'msw';
import type { Message, MessageMode } from '../../src/types/api';
import { MESSAGE_COST } from '../../src/types/business';
import { composeReply, replyDelayMs } from '../assistant';
import { mockConfig, sleep } from '../config';
import { db, imageUrl } from '../db/store';
import { api, authenticate, BadRequest, fail, ok, readBody, route, stringField } from '../http';
import { mirrorImage } from './images';

export const PROMPT_MAX = 32_000;
export const NOT_ENOUGH_CREDITS = "You don't have enough credits to use this feature";

const isMode = (mode: unknown): mode is MessageMode => mode === 'text' || mode === 'image';

export const messageHandlers = [
  http.post<{ mode: string }>(
    api('/message/:mode'),
    route(async ({ request, params }) => {
      const user = authenticate(request);
      if (user instanceof Response) return user;
      const { mode } = params;
      if (!isMode(mode)) return fail('Unknown message mode', 404);
      const body = await readBody(request);
      const prompt = stringField(body, 'prompt');
      const isPublished = body.isPublished ?? false;
      if (typeof isPublished !== 'boolean') throw new BadRequest('isPublished must be a boolean');
      const chat = db.ownChat(user._id, body.chatId);
      if (!chat) return fail('Chat not found', 404);
      if (!prompt.trim()) return fail('Prompt is required');
      if (prompt.length > PROMPT_MAX) {
        return fail(
          `Prompt is too long (at most ${PROMPT_MAX.toLocaleString('en-US')} characters)`,
          413,
        );
      }

      // check and charge in one synchronous step: concurrent sends can never overdraw
      const cost = MESSAGE_COST[mode];
      if (!db.takeCredits(user._id, cost)) return fail(NOT_ENOUGH_CREDITS, 403);

      const userMessage: Message = {
        role: 'user',
        content: prompt,
        timestamp: Date.now(),
        isImage: false,
      };
      await sleep(replyDelayMs(prompt) * mockConfig.replyDelayScale);

      // the chat may have been deleted while the reply was being composed
      if (!db.ownChat(user._id, chat._id)) {
        db.giveCredits(user._id, cost);
        return fail('Chat not found', 404);
      }
      let content: string;
      if (mode === 'image') {
        const image = db.createImage(user, prompt, isPublished);
        mirrorImage(image._id, prompt);
        content = imageUrl(new URL(request.url).origin, image._id);
      } else {
        content = composeReply(prompt);
      }
      const reply: Message = {
        role: 'assistant',
        content,
        timestamp: Date.now(),
        isImage: mode === 'image',
        ...(mode === 'image' ? { isPublished } : {}),
      };
      db.appendMessages(chat, [userMessage, reply]);
      return ok({ reply });
    }),
  ),
];
