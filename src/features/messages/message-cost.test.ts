import { describe, expect, it, jest } from '@jest/globals';
import { creditCount } from '../../components/credit-count';
import type { MessageMode } from '../../types/api';
import { MESSAGE_COST } from '../../types/business';
import { chooseLanguage, loadAppMessages, type Language } from '../language';
import { messageCost } from './message-cost';

const MODES: MessageMode[] = ['text', 'image'];

describe("a message's cost in words", () => {
  // first in this file: no number formatter has been made in it yet
  it('makes no number formatter, which the counted form does', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    MODES.forEach(messageCost);
    expect(made).not.toHaveBeenCalled();
    creditCount(MESSAGE_COST.text);
    expect(made).toHaveBeenCalled();
    made.mockRestore();
  });

  it.each<Language>(['en', 'de', 'ar'])(
    'says in %s what the counted form says',
    async (language) => {
      await loadAppMessages();
      await chooseLanguage(language);
      for (const mode of MODES) expect(messageCost(mode)).toBe(creditCount(MESSAGE_COST[mode]));
    },
  );
});
