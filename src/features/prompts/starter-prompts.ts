import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Starter } from './prompts-store';

const STARTERS = [
  {
    name: msg`Review code`,
    text: msg`Review this [language] code for bugs, unclear names and missing error handling. List each problem with the line it is on and a fix:`,
  },
  {
    name: msg`Translate`,
    text: msg`Translate the following into [language]. Keep the tone and the formatting:`,
  },
  {
    name: msg`Summarise`,
    text: msg`Summarise the following in five bullet points for someone with two minutes:`,
  },
  {
    name: msg`Explain simply`,
    text: msg`Explain [topic] as you would to a curious twelve-year-old, with one everyday example.`,
  },
];

/** A blank as the catalogues write it: braces are message syntax there. */
const BLANK = /\[([^\]\n]{1,40})\]/g;

/** The starters, in the app's language of the moment, with their blanks as `{{placeholders}}`. */
export const starterPrompts = (): Starter[] =>
  STARTERS.map(({ name, text }) => ({
    name: i18n._(name),
    text: i18n._(text).replace(BLANK, '{{$1}}'),
  }));
