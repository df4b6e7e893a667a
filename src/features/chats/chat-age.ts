import dayjs from 'dayjs';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The sidebar's groups of recent chats by last activity, newest first. */
const CHAT_AGES = ['today', 'yesterday', 'week', 'month', 'older'] as const;
export type ChatAge = (typeof CHAT_AGES)[number];

export const CHAT_AGE_HEADINGS: Record<ChatAge, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  week: msg`Previous 7 days`,
  month: msg`Previous 30 days`,
  older: msg`Older`,
};

/** Which group a chat last active at `updatedAt` is in, on the local calendar of `now`. */
export const chatAge = (updatedAt: string, now: number): ChatAge => {
  const active = dayjs(updatedAt);
  // an unreadable time sorts last in the list: it goes last here too
  if (!active.isValid()) return 'older';
  const today = dayjs(now).startOf('day');
  if (!active.isBefore(today)) return 'today';
  if (!active.isBefore(today.subtract(1, 'day'))) return 'yesterday';
  if (!active.isBefore(today.subtract(7, 'day'))) return 'week';
  if (!active.isBefore(today.subtract(30, 'day'))) return 'month';
  return 'older';
};

/** The chats in their groups, in the order given (the server's) within each; empty groups left out. */
export const groupByAge = <T extends { updatedAt: string }>(chats: T[], now: number) => {
  const groups = new Map<ChatAge, T[]>(CHAT_AGES.map((age) => [age, []]));
  for (const chat of chats) groups.get(chatAge(chat.updatedAt, now))?.push(chat);
  return CHAT_AGES.map((age) => ({ age, chats: groups.get(age) ?? [] })).filter(
    (group) => group.chats.length > 0,
  );
};
