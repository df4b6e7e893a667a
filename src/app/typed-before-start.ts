import type { TypedBeforeStart, TypedFields } from '../features/auth/login-screen';

/**
 * index.html runs this inline in its head (build/inline-function-script.ts), so it must stand
 * alone. Until the app's code runs, a form that is sent (Enter, the Login button, a password
 * manager) is held: the browser would otherwise send it itself, as a page load with every field
 * in the address (`/?email=…&password=…`: in the history, the server's logs, and gone from the
 * card). The app sends it instead, with what was typed (watchTypedFields). A tap on one of the
 * card's own buttons (the `attribute`, HELD_CLICK, names it) does nothing without the app: it is
 * kept, in order, for the app to do once it runs, instead of being lost.
 */
export function holdEarlyActions(attribute: string): void {
  const held = {
    sent: false,
    handled: false,
    clicks: [] as string[],
    release: () => {},
  };
  const hold = (event: Event) => {
    event.preventDefault();
    // once the app handles forms, it sends this one itself
    if (!held.handled) held.sent = true;
  };
  const keepClick = (event: Event) => {
    const button = event.target instanceof Element && event.target.closest(`[${attribute}]`);
    // once the app runs, React sees every tap itself (and replays one made during hydration)
    if (button && !held.handled) held.clicks.push(button.getAttribute(attribute) ?? '');
  };
  window.addEventListener('submit', hold, true);
  window.addEventListener('click', keepClick, true);
  held.release = () => {
    window.removeEventListener('submit', hold, true);
    window.removeEventListener('click', keepClick, true);
  };
  window.parleyHeldActions = held;
}

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
