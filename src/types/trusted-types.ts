// The Trusted Types policies Parley creates, by what each allows: the page's policy lists them,
// and nothing else can turn a string into script, HTML or a script address. One constant each,
// so a bundle carries only the names it uses; the start-up names its own markup's policy beside
// that markup's cleaner.

/** index.html's start: the page's own scripts, named by the build */
export const START_POLICY = 'parley-start';
/** the bundler's chunk loader: this build's own /assets/*.js */
export const CHUNKS_POLICY = 'parley-chunks';
/** Markdown's character reference decoder: one `&name;` at a time */
export const ENTITIES_POLICY = 'parley-entities';
/** the offline build's service worker: its one script, and MSW's inside it */
export const WORKER_POLICY = 'parley-worker';
