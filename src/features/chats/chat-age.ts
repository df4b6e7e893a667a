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

// A chat from the server is never changed in place: when it was last active is read once. An
// unreadable time is the oldest (NaN would make a sort's comparisons inconsistent).
const activeTimes = new WeakMap<object, number>();
const activeAt = (chat: { updatedAt: string }) => {
  let time = activeTimes.get(chat);
  if (time === undefined) {
    time = Date.parse(chat.updatedAt);
    activeTimes.set(chat, (time = Number.isNaN(time) ? -Infinity : time));
  }
  return time;
};

/** Newest first, as the server sends them; kept so after local updates too. Unreadable last. */
export const newestFirst = <T extends { updatedAt: string }>(chats: readonly T[]): T[] => {
  // the server's answer is already in order: one look at each, no sort
  if (chats.every((chat, i) => i === 0 || activeAt(chats[i - 1] as T) >= activeAt(chat)))
    return [...chats];
  return chats
    .map((chat) => ({ chat, at: activeAt(chat) }))
    .sort((a, b) => b.at - a.at)
    .map(({ chat }) => chat);
};

// many ask for the same answer sorted: each is sorted once
const sorted = new WeakMap<readonly object[], object[]>();
/** newestFirst, worked out once for each answer from the server. */
export const newestFirstOnce = <T extends { updatedAt: string }>(chats: readonly T[]): T[] => {
  let newest = sorted.get(chats) as T[] | undefined;
  if (!newest) sorted.set(chats, (newest = newestFirst(chats)));
  return newest;
};

/** Sorts times into groups on the local calendar of `now`; the day boundaries are worked out once. */
const ageSorter = (now: number) => {
  const today = dayjs(now).startOf('day');
  const since = (days: number) => today.subtract(days, 'day').valueOf();
  const bounds: [ChatAge, number][] = [
    ['today', today.valueOf()],
    ['yesterday', since(1)],
    ['week', since(7)],
    ['month', since(30)],
  ];
  // an unreadable time sorts last in the list: it goes last here too (it fails every test)
  return (active: number): ChatAge => bounds.find(([, from]) => active >= from)?.[0] ?? 'older';
};

/** The chats in their groups, in the order given (the server's) within each; empty groups left out. */
export const groupByAge = <T extends { updatedAt: string }>(chats: T[], now: number) => {
  const ageOf = ageSorter(now);
  const groups = new Map<ChatAge, T[]>(CHAT_AGES.map((age) => [age, []]));
  for (const chat of chats) groups.get(ageOf(activeAt(chat)))?.push(chat);
  return CHAT_AGES.map((age) => ({ age, chats: groups.get(age) ?? [] })).filter(
    (group) => group.chats.length > 0,
  );
};
