const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export const randomHex = (byteCount: number): string =>
  hex(globalThis.crypto.getRandomValues(new Uint8Array(byteCount)));

/** 24 hex characters, the shape of a MongoDB ObjectId that a real server would hand out. */
export const newId = (): string => randomHex(12);

export const newToken = (): string => randomHex(32);

export { hex };
