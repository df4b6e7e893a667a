import { describe, expect, it } from '@jest/globals';
import { fillPlaceholders, placeholdersOf } from './placeholders';

describe('placeholders in a saved prompt', () => {
  it('are found once each, in order, with spaces and any script', () => {
    expect(
      placeholdersOf('Translate {{text}} into {{ language }}; keep {{text}} {{Sprache 2}}'),
    ).toEqual(['text', 'language', 'Sprache 2']);
    expect(placeholdersOf('ترجم {{النص}}')).toEqual(['النص']);
  });

  it('are not what only looks like one', () => {
    expect(placeholdersOf('a {{}} b {{ }} c {x} d {{a}b}} e {{<img src=x>}}')).toEqual([]);
  });

  it('are filled with their values, however often they appear; a value is not read again', () => {
    expect(
      fillPlaceholders('{{a}} and {{ a }} then {{b}} and {{c}}', { a: 'one', b: '{{a}}' }),
    ).toBe('one and one then {{a}} and {{c}}');
  });

  it('take a name like "constructor" as a name, not as something every object has', () => {
    expect(fillPlaceholders('{{constructor}}', {})).toBe('{{constructor}}');
  });
});
