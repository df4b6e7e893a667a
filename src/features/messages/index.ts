// What other features may use of messages.
export { PROMPT_NAME } from './prompt-name';
export { sendSucceeded } from './composer-slice';
