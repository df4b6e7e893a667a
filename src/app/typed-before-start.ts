import type { TypedBeforeStart, TypedFields } from '../features/auth/login-screen';

/**
 * index.html runs this inline in its head (build/inline-function-script.ts), so it must stand
 * alone. Until the app's code runs, a form that is sent (Enter, the Login button, a password
 * manager) is held: the browser would otherwise send it itself, as a page load with every field
 * in the address (`/?email=…&password=…`: in the history, the server's logs, and gone from the
 * card). The app sends it instead, with what was typed (watchTypedFields).
 */
export function holdEarlySubmits(): void {
  const held = { sent: false, handled: false, release: () => {} };
  const hold = (event: Event) => {
    event.preventDefault();
    // once the app handles forms, it sends this one itself
    if (!held.handled) held.sent = true;
  };
  window.addEventListener('submit', hold, true);
  held.release = () => window.removeEventListener('submit', hold, true);
  window.parleyHeldSubmit = held;
}

/** Whether a form was held before the app ran; the app handles every form from now on. */
const takeHeldSubmit = () => {
  const held = window.parleyHeldSubmit;
  if (!held) return { sent: false, release: () => {} };
  held.handled = true;
  delete window.parleyHeldSubmit;
  return held;
};

/** For a page that does not bring the prerendered card to life: nothing of it is to be sent. */
export const releaseHeldSubmits = () => takeHeldSubmit().release();

/**
 * What a visitor types (or the browser autofills) into the prerendered login card before React
 * takes it over: hydration renders the card's empty state, which would wipe it. Returns the
 * function that stops watching and hands over the values, and whether the card was sent before
 * the app ran (once: the card sends it then).
 */
export const watchTypedFields = (container: HTMLElement): (() => TypedBeforeStart) => {
  const fields: TypedFields = {};
  const held = takeHeldSubmit();
  let sent = held.sent;
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
    const handOver = { fields, sent };
    sent = false;
    return handOver;
  };
};
