import { CHUNKS_POLICY } from '../types/trusted-types';

/** webpack's runtime, as module code sees it: `tt` hands the chunk loader its policy. */
declare const __webpack_require__: { tt?: () => unknown } | undefined;

/** This build's own scripts: /assets/<name>.<hash>.js, from this origin, and nothing more. */
const ownScript = (address: string): string => {
  const { href, origin } = new URL(address, location.href);
  if (origin !== location.origin || !/^\/assets\/[\w.-]+\.js$/.test(href.slice(origin.length)))
    throw new TypeError(address);
  return address;
};

/**
 * The chunk loader's Trusted Types policy, in place of webpack's own (which lets any address
 * through): a lazy chunk is loaded only from this build's assets. Set before any chunk loads.
 */
export const lendChunkPolicy = (): void => {
  const policy = window.trustedTypes?.createPolicy(CHUNKS_POLICY, {
    createScriptURL: ownScript,
  });
  if (policy && typeof __webpack_require__ !== 'undefined') __webpack_require__.tt = () => policy;
};
