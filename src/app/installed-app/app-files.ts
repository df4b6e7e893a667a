/** The real-backend build's service worker (src/app-worker), at the root: its scope is the app. */
export const WORKER_URL = '/sw.js';
/** The web app manifest: an address for good, which an installed app keeps. */
export const MANIFEST_URL = '/manifest.webmanifest';
