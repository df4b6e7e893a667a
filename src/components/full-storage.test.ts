import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { spareWhenFull, writeWithRoom } from './full-storage';
import { writeStored } from './local-storage';
import { toast } from './toast';
import { fillLocalStorage } from '../testing/fill-storage';

const KB = 1024;

const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

beforeEach(() => localStorage.clear());

describe('a full disk', () => {
  spareWhenFull('first-spare');
  spareWhenFull('second-spare');

  it('gives up the spares in the order named, only as many as the write needs', () => {
    localStorage.setItem('first-spare', 'a'.repeat(100 * KB));
    localStorage.setItem('second-spare', 'b'.repeat(100 * KB));
    fillLocalStorage();

    expect(writeStored('wanted', 'w'.repeat(50 * KB))).toBe(true);
    expect(localStorage.getItem('first-spare')).toBeNull();
    expect(localStorage.getItem('second-spare')).not.toBeNull();

    expect(writeStored('more', 'm'.repeat(120 * KB))).toBe(true);
    expect(localStorage.getItem('second-spare')).toBeNull();
    expect(localStorage.getItem('wanted')).toHaveLength(50 * KB);
  });

  it('never gives up the key being written, and says false when nothing is left', () => {
    localStorage.setItem('second-spare', 'b'.repeat(10 * KB));
    fillLocalStorage();
    expect(writeStored('second-spare', 'b'.repeat(300 * KB))).toBe(false);
    expect(localStorage.getItem('second-spare')).toHaveLength(10 * KB);
  });

  it('a database write refused for room is tried again after each spare goes', async () => {
    localStorage.setItem('first-spare', 'a');
    localStorage.setItem('second-spare', 'b');
    const tries: string[] = [];
    const write = () => {
      const left = ['first-spare', 'second-spare'].filter((key) => localStorage.getItem(key));
      tries.push(left.join(' '));
      return left.length > 0 ? Promise.reject(full()) : Promise.resolve('written');
    };
    await expect(writeWithRoom(write)).resolves.toBe('written');
    expect(tries).toEqual(['first-spare second-spare', 'second-spare', '']);
  });

  it('a database write still refused with nothing left to give rejects as it did', async () => {
    let tries = 0;
    const refused = writeWithRoom(() => {
      tries += 1;
      return Promise.reject(full());
    });
    await expect(refused).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(tries).toBe(1);
  });

  it('a write that fails for another reason gives up nothing', async () => {
    localStorage.setItem('first-spare', 'a');
    await expect(writeWithRoom(() => Promise.reject(new Error('No such folder')))).rejects.toThrow(
      'No such folder',
    );
    expect(localStorage.getItem('first-spare')).toBe('a');
  });

  it('says what could not be kept once, however many writes lose it', () => {
    const said = jest.spyOn(toast, 'plain').mockReturnValue('toast');
    fillLocalStorage();
    const lost = () => 'Typed text is kept on this page only.';
    expect(writeStored('drafts', 'd'.repeat(10 * KB), { lost })).toBe(false);
    expect(writeStored('sends', 's'.repeat(10 * KB), { lost })).toBe(false);
    expect(writeStored('drafts', 'e'.repeat(10 * KB), { lost })).toBe(false);
    expect(writeStored('token', 't'.repeat(10 * KB), { lost: () => 'Sign in again.' })).toBe(false);
    expect(said.mock.calls).toEqual([
      ['Typed text is kept on this page only.'],
      ['Sign in again.'],
    ]);
    said.mockRestore();
  });
});
