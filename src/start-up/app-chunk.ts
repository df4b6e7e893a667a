/**
 * Nothing but a way into the signed-in app's chunk that evaluates none of its modules:
 * app-loader.ts imports it first, so the task that downloads and compiles the chunk's script runs
 * none of the chunk's code; its halves are evaluated in tasks of their own after it.
 */
export const APP_CHUNK_LOADED = true;
