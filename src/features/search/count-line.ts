import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { chatCount } from '../chats';
import { COUNTED_MATCHES, SHOWN_MATCHES } from './search-all-chats';

/** How many messages matched, in how many chats, and how many of them are shown. */
export const countLine = (total: number, chats: number) => {
  const first = i18n.number(SHOWN_MATCHES);
  if (total >= COUNTED_MATCHES) {
    const most = i18n.number(COUNTED_MATCHES - 1);
    return t`More than ${most} matches; the first ${first} are shown`;
  }
  const matches = plural(total, { one: '# match', other: '# matches' });
  const where = chatCount(chats);
  return total > SHOWN_MATCHES
    ? t`${matches}; the first ${first}, in ${where}, are shown`
    : t`${matches} in ${where}`;
};
