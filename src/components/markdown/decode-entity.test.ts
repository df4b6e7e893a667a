import { describe, expect, it } from '@jest/globals';
import { decodeNamedCharacterReference } from './decode-entity';

describe("Markdown's character reference decoder", () => {
  it('reads names and numbers as the browser does', () => {
    expect(decodeNamedCharacterReference('amp')).toBe('&');
    expect(decodeNamedCharacterReference('copy')).toBe('©');
    expect(decodeNamedCharacterReference('semi')).toBe(';');
    expect(decodeNamedCharacterReference('#x41')).toBe('A');
  });

  it('says no to what is not a whole reference, without writing it anywhere', () => {
    expect(decodeNamedCharacterReference('notit')).toBe(false);
    expect(decodeNamedCharacterReference('nosuchname')).toBe(false);
    expect(decodeNamedCharacterReference('amp;<img src=x onerror=alert(1)>')).toBe(false);
    expect(document.querySelector('img')).toBeNull();
  });
});
