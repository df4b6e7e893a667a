import type { Messages } from '@lingui/core';

/** A .po file's messages, compiled as Lingui's loader compiles them. */
export declare const compileCatalogue: (source: string) => Messages;
/** Jest's transform: the catalogue as a CommonJS module exporting `messages`. */
export declare const process: (source: string) => { code: string };
