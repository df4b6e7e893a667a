import { plural } from '@lingui/core/macro';

/** "1 credit", "1,000 credits": the count in the page's language, its plural and its digits. */
export const creditCount = (count: number) =>
  plural(count, { one: '# credit', other: '# credits' });
