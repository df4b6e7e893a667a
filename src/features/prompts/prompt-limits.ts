/** A name is what the `/` list shows and filters by: short. */
export const PROMPT_NAME_MAX = 40;
/** Far more than any prompt is typed with; a bigger text is not a prompt. */
export const PROMPT_TEXT_MAX = 20_000;
