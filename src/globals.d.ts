/** Set by webpack's DefinePlugin (and by Jest's globals): true in offline mock mode. */
declare const __MOCK__: boolean;
/** The real backend's origin, or '' in offline mock mode (same origin, answered by MSW). */
declare const __API_BASE_URL__: string;
/** True in the real-backend production build: a web app with its own service worker. */
declare const __INSTALLABLE__: boolean;
/** This build's release: PARLEY_RELEASE, or the package's version. */
declare const __RELEASE__: string;

/** A Lingui catalogue, compiled when imported (webpack's @lingui/loader, Jest's po-transform). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}

declare module '*.svg' {
  const url: string;
  export default url;
}

// newer than @types/react-syntax-highlighter; same shape as the other Prism styles
declare module 'react-syntax-highlighter/dist/esm/styles/prism/a11y-one-light' {
  const style: Record<string, import('react').CSSProperties>;
  export default style;
}

// the library's own helper its default renderer uses (see code-renderer.ts), missing from @types
declare module 'react-syntax-highlighter/dist/esm/create-element' {
  export function createStyleObject(
    classNames: string[],
    elementStyle: import('react').CSSProperties,
    stylesheet: Record<string, import('react').CSSProperties>,
  ): import('react').CSSProperties;
}

interface Window {
  /** the start-up calls index.html's inline script sent for a stored session (see early-calls.ts) */
  parleyEarlyCalls?: {
    token: string;
    sentAt: number;
    responses: Record<string, Promise<Response>>;
  };
  /** index.html's hold on forms sent before the app runs (see typed-before-start.ts) */
  parleyHeldActions?: {
    sent: boolean;
    handled: boolean;
    /** the card's buttons tapped meanwhile, by their data-held-click, in order */
    clicks: string[];
    release: () => void;
  };
}
