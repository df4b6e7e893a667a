// The rule against words outside the catalogues, proved by `npm run lint` itself: each literal
// it must refuse carries a directive naming it, and a directive that suppresses nothing is an
// error. So lint fails if the rule misses one of these, or refuses the catalogued word or keys.
import { t } from '@lingui/core/macro';
import { toast } from '../../components/toast';

export const RefusedText = () => (
  <>
    {/* eslint-disable-next-line lingui/no-unlocalized-strings -- text a person reads */}
    <p>Hello there</p>
    {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a name a screen reader says */}
    <button aria-label="Close menu" />
  </>
);

export const refusedToast = () =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a toast's words
  toast.error('The chat could not be saved');

// what nobody reads passes: a catalogued word, keys, CSS, an id
export const AllowedText = () => (
  <p id="intro" className="lead" style={{ margin: '0 auto' }}>
    {t`Hello there`}
  </p>
);
