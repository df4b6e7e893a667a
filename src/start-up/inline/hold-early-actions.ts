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
