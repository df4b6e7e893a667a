/** A way into the app chunk that evaluates none of it: its compile gets a task of its own. */
export const APP_CHUNK_LOADED = true;
