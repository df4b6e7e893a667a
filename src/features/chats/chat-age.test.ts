import { describe, expect, it } from '@jest/globals';
import { groupByAge, newestFirst } from './chat-age';

// 26 Nov 2026, 00:30 local time: just past midnight, where off-by-one days show
const NOW = new Date(2026, 10, 26, 0, 30).getTime();
const at = (day: number, hour = 12) => new Date(2026, 10, day, hour).toISOString();
/** The group of a chat alone, last active at `updatedAt`. */
const chatAge = (updatedAt: string, now: number) => groupByAge([{ updatedAt }], now)[0]?.age;

describe('the age of a chat', () => {
  it('is counted in calendar days of the local clock, not in 24-hour spans', () => {
    expect(chatAge(at(26, 0), NOW)).toBe('today');
    expect(chatAge(at(25, 23), NOW)).toBe('yesterday');
    expect(chatAge(at(25, 0), NOW)).toBe('yesterday');
    expect(chatAge(at(24, 23), NOW)).toBe('week');
    expect(chatAge(at(19, 0), NOW)).toBe('week');
    expect(chatAge(at(18, 23), NOW)).toBe('month');
    expect(chatAge(new Date(2026, 9, 27, 0).toISOString(), NOW)).toBe('month');
    expect(chatAge(new Date(2026, 9, 26, 23).toISOString(), NOW)).toBe('older');
  });

  it('puts a time ahead of the clock under today, and an unreadable one under older', () => {
    expect(chatAge(at(27), NOW)).toBe('today');
    expect(chatAge('not a date', NOW)).toBe('older');
  });

  it('groups chats in the order given, leaving out empty groups', () => {
    const chats = [
      { id: 'a', updatedAt: at(26, 0) },
      { id: 'b', updatedAt: at(20) },
      { id: 'c', updatedAt: at(26, 0) },
      { id: 'd', updatedAt: '2020-01-01T00:00:00Z' },
    ];
    expect(groupByAge(chats, NOW).map((g) => [g.age, g.chats.map((chat) => chat.id)])).toEqual([
      ['today', ['a', 'c']],
      ['week', ['b']],
      ['older', ['d']],
    ]);
  });
});

describe('newest first', () => {
  it('sorts by last activity, keeps the given order for equal times, and puts unreadable last', () => {
    const chats = [
      { id: 'old', updatedAt: at(20) },
      { id: 'broken', updatedAt: 'not a date' },
      { id: 'new', updatedAt: at(26, 0) },
      { id: 'also new', updatedAt: at(26, 0) },
    ];
    expect(newestFirst(chats).map((chat) => chat.id)).toEqual(['new', 'also new', 'old', 'broken']);
    // the list given is left as it was
    expect(chats[0]?.id).toBe('old');
  });

  it('gives a list already in order back as a copy, equal times and unreadable ones kept', () => {
    const chats = [
      { id: 'new', updatedAt: at(26, 0) },
      { id: 'also new', updatedAt: at(26, 0) },
      { id: 'old', updatedAt: at(20) },
      { id: 'broken', updatedAt: 'not a date' },
      { id: 'also broken', updatedAt: '' },
    ];
    const newest = newestFirst(chats);
    expect(newest).toEqual(chats);
    expect(newest).not.toBe(chats);
  });
});
