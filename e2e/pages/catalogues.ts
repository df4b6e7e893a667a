import { readFileSync } from 'node:fs';
import PO from 'pofile';
import type { Language } from '../../src/features/language/languages';
const PARTS = ['start', 'app'] as const;

const read = new Map<Language, Map<string, string>>();

/** English message → its translation in `language`, as the app's catalogues hold them. */
const catalogue = (language: Language): Map<string, string> => {
  const known = read.get(language);
  if (known) return known;
  const messages = new Map<string, string>();
  read.set(language, messages);
  for (const part of PARTS)
    for (const item of PO.parse(
      readFileSync(`src/features/language/catalogues/${language}/${part}.po`, 'utf8'),
    ).items)
      messages.set(item.msgid, item.msgstr[0] || item.msgid);
  return messages;
};

/** A message in `language`, its placeholders filled in. */
export const say = (language: Language, english: string, values: Record<string, string> = {}) => {
  const text = catalogue(language).get(english);
  if (text === undefined) throw new Error(`no message "${english}" in the catalogues`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
};

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * What would be English left on a page in `language`: the English messages whose translation
 * differs (a word both languages write alike, such as "Chat" in German, is not English left),
 * as patterns matching a whole text, placeholders standing for anything. Plurals are left out:
 * their English forms are not whole messages.
 */
export const englishLeft = (language: Language): RegExp[] =>
  [...catalogue(language)]
    .filter(([english, translated]) => english !== translated && !/\{\w+,/.test(english))
    .map(([english]) => {
      const text = escape(english.replace(/<\/?\d+>/g, ''));
      return new RegExp(`^${text.replace(/\{\w+\}/g, '.+')}$`);
    });

/**
 * Every text of the page a person sees or hears: each visible element's text, and the names,
 * descriptions, titles and placeholders its elements carry.
 */
export const textsOnScreen = (): string[] => {
  const texts = new Set<string>();
  const add = (text: string | null | undefined) => {
    const clean = text?.replace(/\s+/g, ' ').trim();
    if (clean && clean.length <= 300) texts.add(clean);
  };
  for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
    if (!element.checkVisibility({ visibilityProperty: true }) && !element.closest('[role=status]'))
      continue;
    // a reply is the model's words, not the app's: an English "Medium" in it is not English left
    if (element.closest('.markdown')) continue;
    add(element.innerText);
    // and each of its own texts, where it holds several (a question, then a button)
    for (const node of Array.from(element.childNodes))
      if (node.nodeType === Node.TEXT_NODE) add(node.textContent);
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      add(element.getAttribute(name));
  }
  return [...texts];
};
