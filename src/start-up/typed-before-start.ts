import type { TypedBeforeStart, TypedFields } from '../features/auth/login-screen';

/** What index.html holds until the app listens (the forms sent, the taps). */
const takeHeldActions = () => {
  const held = window.parleyHeldActions;
  delete window.parleyHeldActions;
  return held ?? { sent: false, handled: false, clicks: [] as string[], release: () => {} };
};

/** For a page that does not bring the prerendered card to life: nothing of it is to be sent. */
export const releaseHeldActions = () => takeHeldActions().release();

/** The prerendered login card, watched until React takes it over. */
export interface WatchedCard {
  /**
   * React listens on the card from now on (it does a tap made during hydration itself): a tap
   * is no longer held. Called as the card is hydrated, not before, or a tap made while the app's
   * code loads would be neither held nor seen.
   */
  appListens: () => void;
  /** Stops watching and hands over what was typed, whether it was sent, and what was tapped. */
  handOver: () => TypedBeforeStart;
}

/**
 * What a visitor types (or the browser autofills) into the prerendered login card before React
 * takes it over: hydration renders the card's empty state, which would wipe it.
 */
export const watchTypedFields = (container: HTMLElement): WatchedCard => {
  const fields: TypedFields = {};
  const held = takeHeldActions();
  const read = (input: HTMLInputElement) => {
    if (input.name && input.value) fields[input.name] = input.value;
  };
  container.querySelectorAll('input').forEach(read);
  // capture, registered before React's own listeners on the same root: it sees every key first
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement) read(event.target);
  };
  container.addEventListener('input', onInput, true);
  let handedOver = false;
  return {
    appListens: () => {
      held.handled = true;
    },
    handOver: () => {
      container.removeEventListener('input', onInput, true);
      // the browser never sends the card itself, not even while it is being hydrated
      held.release();
      // once: StrictMode runs the card's effect twice
      const handOver = handedOver
        ? { fields, sent: false, clicks: [] }
        : { fields, sent: held.sent, clicks: [...held.clicks] };
      handedOver = true;
      return handOver;
    },
  };
};
