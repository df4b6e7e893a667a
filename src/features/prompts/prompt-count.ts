import { plural } from '@lingui/core/macro';

/** "1 saved prompt", "5 saved prompts", in the page's language, its plural and its digits. */
export const promptCount = (prompts: number) =>
  plural(prompts, { one: '# saved prompt', other: '# saved prompts' });
