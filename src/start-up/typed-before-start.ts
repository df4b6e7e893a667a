import type { TypedBeforeStart, TypedFields } from '../features/auth/login-screen';

/** What was held before the app ran; the app handles every form and tap from now on. */
const takeHeldActions = () => {
  const held = window.parleyHeldActions;
  if (!held) return { sent: false, clicks: [] as string[], release: () => {} };
  held.handled = true;
  delete window.parleyHeldActions;
  return held;
};

/** For a page that does not bring the prerendered card to life: nothing of it is to be sent. */
export const releaseHeldActions = () => takeHeldActions().release();

/**
 * What a visitor types (or the browser autofills) into the prerendered login card before React
 * takes it over: hydration renders the card's empty state, which would wipe it. Returns the
 * function that stops watching and hands over the values, whether the card was sent before the
 * app ran, and which of its buttons were tapped meanwhile (once: the card does them then).
 */
export const watchTypedFields = (container: HTMLElement): (() => TypedBeforeStart) => {
  const fields: TypedFields = {};
  const held = takeHeldActions();
  let sent = held.sent;
  let clicks: string[] = held.clicks;
  const read = (input: HTMLInputElement) => {
    if (input.name && input.value) fields[input.name] = input.value;
  };
  container.querySelectorAll('input').forEach(read);
  // capture, registered before React's own listeners on the same root: it sees every key first
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement) read(event.target);
  };
  container.addEventListener('input', onInput, true);
  return () => {
    container.removeEventListener('input', onInput, true);
    // the browser never sends the card itself, not even while it is being hydrated
    held.release();
    const handOver = { fields, sent, clicks };
    sent = false;
    clicks = [];
    return handOver;
  };
};
