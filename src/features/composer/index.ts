// What other features may use of the composer: the prompt, its drafts and the sends it makes.
export { Composer } from './composer';
export { editStarted, selectPending, sendSucceeded, type PendingSend } from './composer-slice';
export { sendAgain } from './messages-api';
export { PROMPT_NAME } from './prompt-name';
export { readStoredSends, SEND_KEY_PREFIX, type StoredSend } from './stored-sends';
