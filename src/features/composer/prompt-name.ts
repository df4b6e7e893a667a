/** The prompt field's name, by which the shortcuts and the start-up find it. */
export const PROMPT_NAME = 'prompt';
