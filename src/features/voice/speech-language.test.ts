import { describe, expect, it } from '@jest/globals';
import { replyLanguage } from './speech-language';

describe("a reply's language, for reading it aloud", () => {
  it('is told by its script and its commonest words', () => {
    expect(replyLanguage('The answer is not in the list, and it is short.', 'de')).toBe('en');
    expect(replyLanguage('Die Antwort ist nicht in der Liste, und sie ist kurz.', 'en')).toBe('de');
    expect(replyLanguage('الجواب ليس في القائمة، وهو قصير. Python', 'en')).toBe('ar');
  });

  it("is the app's where the words do not tell", () => {
    expect(replyLanguage('42', 'de')).toBe('de');
    expect(replyLanguage('`npm ci`', 'ar')).toBe('ar');
  });
});
