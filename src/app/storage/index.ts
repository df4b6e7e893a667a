export { database, newRecordId, writeTogether } from './app-database';
export type { Filing, FolderRecord, Mark, MarkKind, PromptRecord } from './app-database';
export { keptInBrowser } from './storage-failure';
