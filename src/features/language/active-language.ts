import { i18n, type Messages } from '@lingui/core';
import type { StylisPlugin } from '@emotion/cache';
import { writeStored } from '../../components/local-storage';
import { messages as englishStart } from './catalogues/en/start.po';
import { loadAppPack, loadStartPack } from './language-packs';
import { directionOf, isLanguage, LANGUAGE_KEY, type Language } from './languages';

// English's first-load messages are always here: a new English visitor's card waits for nothing
i18n.loadAndActivate({ locale: 'en', messages: englishStart });

/** Which parts of each language's messages are in i18n; the app's once the app is wanted. */
const loaded = new Set<string>(['en:start']);
let appWanted = false;
/** The page's language, or the one it is starting in. */
let coming: Language = 'en';
let mirror: StylisPlugin[] | undefined;

/**
 * The page's language, as index.html's inline script chose it before the first paint (the
 * switcher's choice, else the browser's preferred languages: pick-language.ts): the app renders
 * in the language the page was painted in. A page without it (Storybook, tests) is English.
 */
const preferredLanguage = (): Language => {
  const { lang } = document.documentElement;
  return isLanguage(lang) ? lang : 'en';
};

export const activeLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** Emotion's plugins mirroring styles for right to left, once a right-to-left language loaded. */
export const mirrorPlugins = (): StylisPlugin[] | undefined => mirror;

const loadPart = async (language: Language, part: 'start' | 'app') => {
  const key = `${language}:${part}`;
  if (loaded.has(key)) return;
  let messages: Messages;
  if (part === 'app') messages = await loadAppPack(language);
  else {
    // English's start is loaded above
    const pack = await loadStartPack(language as Exclude<Language, 'en'>);
    messages = pack.messages;
    mirror ??= pack.mirror;
  }
  i18n.load(language, messages);
  loaded.add(key);
};

/** Everything `language` needs now: its start messages, and the app's once the app is wanted. */
const prepare = (language: Language) =>
  Promise.all([loadPart(language, 'start'), appWanted && loadPart(language, 'app')]);

const activate = (language: Language, root = document.documentElement) => {
  root.lang = language;
  root.dir = directionOf(language);
  i18n.activate(language);
};

/**
 * The page's language at start-up, ready before its first render. A language whose messages
 * cannot be downloaded leaves the page in English (index.html then showed nothing else).
 */
export const startLanguage = async (): Promise<void> => {
  coming = preferredLanguage();
  try {
    await prepare(coming);
  } catch {
    coming = 'en';
    await prepare(coming);
  }
  activate(coming);
};

/**
 * The signed-in app's messages, in the language the page is in or is about to be in (a start-up
 * loads the app while its language's messages are still on their way): along with its chunk.
 */
export const loadAppMessages = (): Promise<unknown> => {
  appWanted = true;
  return prepare(coming);
};

let choosing = 0;

/**
 * The switcher's choice: remembered for this browser, loaded, then the page's at once, with no
 * reload. Rejects if its messages cannot be downloaded; the page stays in its language.
 */
export const chooseLanguage = async (language: Language): Promise<void> => {
  const ticket = (choosing += 1);
  const before = coming;
  // an app started meanwhile loads its messages in this language
  coming = language;
  try {
    await prepare(language);
  } catch (error) {
    if (ticket === choosing) {
      coming = before;
      await prepare(before);
    }
    throw error;
  }
  // a later choice made meanwhile wins
  if (ticket !== choosing) return;
  writeStored(LANGUAGE_KEY, language);
  activate(language);
};
