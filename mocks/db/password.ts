import { hex, randomHex } from './ids';

const ITERATIONS = 100_000;

const derive = async (password: string, salt: string): Promise<string> => {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: ITERATIONS },
    key,
    256,
  );
  return hex(new Uint8Array(bits));
};

export const hashPassword = async (password: string): Promise<{ salt: string; hash: string }> => {
  const salt = randomHex(16);
  return { salt, hash: await derive(password, salt) };
};

/** Compares in constant time so a wrong password takes as long as a right one. */
export const verifyPassword = async (
  password: string,
  salt: string,
  expectedHash: string,
): Promise<boolean> => {
  const actual = await derive(password, salt);
  let diff = actual.length ^ expectedHash.length;
  for (let i = 0; i < actual.length; i += 1) {
    diff |= actual.charCodeAt(i) ^ (expectedHash.charCodeAt(i) || 0);
  }
  return diff === 0;
};
