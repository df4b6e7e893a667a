import { useSyncExternalStore } from 'react';

/** One shared clock for every relative time on screen: a single timer, ticking each 30 s. */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (!timer) {
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

// While nothing ticks, a render reads the time afresh; starting to tick then changes nothing, so
// a first screenful of times renders once.
const getNow = () => {
  if (!timer && Date.now() - now >= 1000) now = Date.now();
  return now;
};

/** The shared clock's time (ms), a render each time it ticks. */
export const useNow = () => useSyncExternalStore(subscribe, getNow, getNow);
