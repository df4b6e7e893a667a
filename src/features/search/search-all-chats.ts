import { foldWithPlaces } from '../../components/markdown/searchable-text';
import { nextTask } from '../../components/when-idle';
import type { Chat, Message } from '../../types/api';
import { messageSearchText, searchNeedle } from '../find-in-chat';

/** A message found: where, and the words around the match as shown. */
export interface Found {
  chatId: string;
  messageIndex: number;
  role: Message['role'];
  timestamp: number;
  before: string;
  match: string;
  after: string;
}

interface FoundInChat {
  chat: Chat;
  found: Found[];
}

export interface SearchResults {
  groups: FoundInChat[];
  /** every match, shown or not, up to COUNTED_MATCHES */
  total: number;
}

/** How many matches are shown: the rest are counted, and a narrower query finds them. */
export const SHOWN_MATCHES = 20;
/** Past this many matches, counting on is work nobody reads: the count says "more than". */
export const COUNTED_MATCHES = 1000;
/** Characters of context each side of a match. */
const CONTEXT = 40;

/** The words around the first match in `message`, cut at word edges, on one line. */
const snippetOf = (message: Message, needle: string) => {
  const text = messageSearchText(message).shown.replace(/\s+/g, ' ');
  const { folded, starts } = foldWithPlaces(text);
  const at = folded.indexOf(needle);
  const start = starts[at] ?? 0;
  const end = starts[at + needle.length] ?? text.length;
  let from = Math.max(0, start - CONTEXT);
  let to = Math.min(text.length, end + CONTEXT);
  // whole words at either edge, where a space is near enough
  const space = from > 0 ? text.indexOf(' ', from) : -1;
  if (space >= 0 && space < start) from = space + 1;
  const lastSpace = to < text.length ? text.lastIndexOf(' ', to) : -1;
  if (lastSpace > end) to = lastSpace;
  return {
    before: `${from > 0 ? '…' : ''}${text.slice(from, start)}`,
    match: text.slice(start, end),
    after: `${text.slice(end, to)}${to < text.length ? '…' : ''}`,
  };
};

/**
 * Reads every message once, in tasks of a few milliseconds each, so the first key typed finds
 * them read (10,000 messages take a few hundred milliseconds on a slow phone) and no key waits
 * long behind the reading. Returns what stops it.
 */
export const warmSearch = (chats: readonly Chat[]): (() => void) => {
  let stopped = false;
  const messages = chats.flatMap((chat) => chat.messages);
  const read = async () => {
    let at = 0;
    while (at < messages.length && !stopped) {
      const until = performance.now() + WARM_SLICE_MS;
      for (; at < messages.length && performance.now() < until; at += 1) {
        const message = messages[at];
        if (message) messageSearchText(message);
      }
      await nextTask();
    }
    if (!stopped) libraryOf(chats);
  };
  void read();
  return () => {
    stopped = true;
  };
};
/** A warm-up task's length: well under a frame, so a keystroke meanwhile is barely delayed. */
const WARM_SLICE_MS = 4;

/**
 * Every message's searched text in one string, in the order results are listed (chats as given,
 * each newest message first), apart by a character no query holds: one indexOf per match
 * instead of one per message. `starts[k]` is where message k begins; `places[k]` says which.
 */
interface Library {
  chats: readonly Chat[];
  text: string;
  starts: number[];
  places: { chat: number; message: number }[];
}

const SEPARATOR = '\u0001';
const libraries = new WeakMap<readonly Chat[], Library>();

const libraryOf = (chats: readonly Chat[]): Library => {
  let library = libraries.get(chats);
  if (library) return library;
  const parts: string[] = [];
  const starts: number[] = [];
  const places: Library['places'] = [];
  let length = 0;
  chats.forEach((chat, c) => {
    for (let m = chat.messages.length - 1; m >= 0; m -= 1) {
      const message = chat.messages[m];
      if (!message) continue;
      const { folded } = messageSearchText(message);
      parts.push(folded);
      starts.push(length);
      places.push({ chat: c, message: m });
      length += folded.length + SEPARATOR.length;
    }
  });
  library = { chats, text: parts.join(SEPARATOR), starts, places };
  libraries.set(chats, library);
  return library;
};

/** The message whose text holds position `at` of the library (the last start at or before it). */
const messageStartingBefore = ({ starts }: Library, at: number) => {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
};

/**
 * Every message of every chat whose text as shown holds the query, without case or accents:
 * grouped by chat in the order given (newest first), each chat's newest match first. Image
 * replies are addresses; their prompts are found. Only the first SHOWN_MATCHES get snippets.
 */
export const searchAllChats = (chats: readonly Chat[], query: string): SearchResults => {
  const needle = searchNeedle(query).replaceAll(SEPARATOR, '');
  const groups: FoundInChat[] = [];
  let total = 0;
  if (!needle) return { groups, total };
  const library = libraryOf(chats);
  const matched: number[] = [];
  const found = (k: number) => {
    matched.push(k);
    total += 1;
    const place = library.places[k];
    const chat = place && chats[place.chat];
    const message = place && chat?.messages[place.message];
    if (total <= SHOWN_MATCHES && chat && message && place) {
      const result: Found = {
        chatId: chat._id,
        messageIndex: place.message,
        role: message.role,
        timestamp: message.timestamp,
        ...snippetOf(message, needle),
      };
      const group = groups.at(-1);
      if (group?.chat === chat) group.found.push(result);
      else groups.push({ chat, found: [result] });
    }
  };
  const narrowed = lastSearch?.library === library && needle.startsWith(lastSearch.needle);
  if (narrowed) {
    // typing on: only the messages the shorter query found can hold the longer one
    for (const k of lastSearch?.matched ?? []) {
      if (total >= COUNTED_MATCHES) break;
      const message = messageAt(library, k);
      if (message && messageSearchText(message).folded.includes(needle)) found(k);
    }
  } else {
    for (let at = library.text.indexOf(needle); at >= 0 && total < COUNTED_MATCHES;) {
      const k = messageStartingBefore(library, at);
      found(k);
      // a message counts once, however often it holds the query
      const next = library.starts[k + 1];
      at = next === undefined ? -1 : library.text.indexOf(needle, next);
    }
  }
  // only a search that counted every match can be narrowed
  lastSearch = total < COUNTED_MATCHES ? { library, needle, matched } : null;
  return { groups, total };
};

/** The last search, whose matches the next keystroke's longer query looks among. */
let lastSearch: { library: Library; needle: string; matched: number[] } | null = null;

/** Message k of the library. */
const messageAt = ({ places, chats }: Library, k: number) => {
  const place = places[k];
  return place && chats[place.chat]?.messages[place.message];
};
