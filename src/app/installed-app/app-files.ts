/** The real-backend build's service worker: Workbox writes it (webpack.config.ts). */
export const WORKER_URL = '/sw.js';
/** The web app manifest: an address for good, which an installed app keeps. */
export const MANIFEST_URL = '/manifest.webmanifest';
