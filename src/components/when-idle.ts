/**
 * Runs `callback` once the main thread is idle (at the latest after `timeoutMs`), or on the next
 * task where requestIdleCallback is missing (Safari, jsdom). Returns what cancels it.
 */
const whenIdle = (callback: () => void, timeoutMs: number): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
};

/**
 * How long after a screen first renders before its follow-up work may start. The first idle
 * moment comes between the frames of that screen's own first paint (the message list lays out in
 * a few), and a download started there shares the phone's bandwidth with the start-up's last
 * files and pushes the largest paint back.
 */
const SETTLE_MS = 1000;

/** Like whenIdle, but not before SETTLE_MS have passed: for what a start-up's paint never needs. */
export const whenSettled = (callback: () => void, timeoutMs: number): (() => void) => {
  let cancelIdle = () => {};
  const id = setTimeout(() => {
    cancelIdle = whenIdle(callback, timeoutMs);
  }, SETTLE_MS);
  return () => {
    clearTimeout(id);
    cancelIdle();
  };
};

/** Resolves in a timer's task: after every task already waiting, unlike scheduler.yield(). */
export const timerTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium). */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a task of its own, soon: what comes after it no longer lengthens the task that
 * awaited it (a phone's long task split in two). scheduler.yield() resumes ahead of other
 * waiting tasks; elsewhere a timer.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return timerTask();
};

/** How long a page that paints no frame (a background tab) is waited for. */
const FRAME_FALLBACK_MS = 100;

/**
 * Resolves in the task after the browser's next frame: what the page shows by then is painted
 * first. A frame's callbacks run before its paint, a timer set there after it. A page that paints
 * nothing (hidden, or put in the background meanwhile) is not waited for long.
 */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState !== 'visible') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FRAME_FALLBACK_MS);
  });
