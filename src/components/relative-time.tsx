import dayjs, { type Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useNow } from './use-now';
import { useLingui } from '@lingui/react';

dayjs.extend(relativeTime);

// a clock a little ahead of ours must not read "in a few seconds"
const fromReference = (moment: Dayjs, reference: number, language: string) =>
  (moment.valueOf() > reference ? dayjs(reference) : moment).locale(language).from(reference);

/**
 * "a few seconds ago", "3 hours ago": in the page's language, whose dayjs locale came with the
 * app's messages (English's is dayjs's own).
 */
export const formatRelative = (time: string | number, reference: number, language: string) => {
  const moment = dayjs(time);
  return moment.isValid() ? fromReference(moment, reference, language) : '';
};

export const RelativeTime = ({ time }: { time: string | number }) => {
  const reference = useNow();
  const { locale } = useLingui().i18n;
  const moment = dayjs(time);
  if (!moment.isValid()) return null;
  const local = moment.locale(locale);
  return (
    <time dateTime={moment.toISOString()} title={local.format('D MMM YYYY, HH:mm')}>
      {fromReference(local, reference, locale)}
    </time>
  );
};
