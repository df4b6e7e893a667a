import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react';

dayjs.extend(relativeTime);

/** One shared clock for every relative time on screen: a single timer, ticking each 30 s. */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, 30_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
};

const getNow = () => now;

/**
 * "a few seconds ago", "3 hours ago": in the page's language, whose dayjs locale came with the
 * app's messages (English's is dayjs's own).
 */
export const formatRelative = (time: string | number, reference: number, language: string) => {
  const moment = dayjs(time);
  if (!moment.isValid()) return '';
  // a clock a little ahead of ours must not read "in a few seconds"
  return (moment.isAfter(reference) ? dayjs(reference) : moment).locale(language).from(reference);
};

/** The shared clock's time (ms), a render each time it ticks. */
export const useNow = () => useSyncExternalStore(subscribe, getNow, getNow);

export const RelativeTime = ({ time }: { time: string | number }) => {
  const reference = useNow();
  const { locale } = useLingui().i18n;
  const moment = dayjs(time);
  if (!moment.isValid()) return null;
  return (
    <time dateTime={moment.toISOString()} title={moment.locale(locale).format('D MMM YYYY, HH:mm')}>
      {formatRelative(time, reference, locale)}
    </time>
  );
};
