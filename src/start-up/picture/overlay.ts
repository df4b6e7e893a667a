import { LIVE_PROMPT, PICTURE_OVERLAY_ID, PICTURE_TYPED, STILL_LOADING } from './picture';

type TypingField = HTMLTextAreaElement | HTMLInputElement;
const isTypingField = (element: Element | null | undefined): element is TypingField =>
  element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement;

/** The picture's prompt while someone is using it: it has the focus, or what they typed. */
const promptInUse = (overlay: HTMLElement): boolean => {
  const typed = overlay.querySelector(`[${PICTURE_TYPED}]`);
  return (
    isTypingField(typed) && (document.activeElement === typed || typed.value !== typed.defaultValue)
  );
};

/** What was typed into the picture's prompt goes into the live one, with the focus and caret. */
const handOverTyping = (overlay: HTMLElement) => {
  const typed = overlay.querySelector(`[${PICTURE_TYPED}]`);
  const live = Array.from(document.querySelectorAll(LIVE_PROMPT)).find(
    (element) => !overlay.contains(element),
  );
  // no live prompt (the session ended: the login card came): what was typed goes with the
  // session, as a logout's drafts do
  if (!isTypingField(typed) || !isTypingField(live)) return;
  if (typed.value !== typed.defaultValue) {
    // React keeps track of the value it set: the element's own setter, then an input event, as
    // typing would, so the change reaches the app (and its draft)
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(live), 'value')?.set;
    setValue?.call(live, typed.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (document.activeElement === typed) {
    live.focus();
    live.setSelectionRange(typed.selectionStart, typed.selectionEnd);
  }
};

/** Takes the picture away, handing what was typed into it to the live screen. */
export const dismissStartPicture = (): void => {
  const overlay = document.getElementById(PICTURE_OVERLAY_ID);
  if (overlay) handOverTyping(overlay);
  overlay?.remove();
};

/** How many frames in a row the live screen must not change before it replaces the picture. */
export const STILL_FRAMES = 3;
/**
 * The picture goes after this long even if the live screen is not still (a screen that keeps
 * changing is shown live), unless its prompt is in use and the live screen has none yet.
 */
export const PICTURE_MAX_MS = 3000;

/**
 * Takes the picture away once the live screen in `container` is laid out: it shows no progress
 * indicator, nothing in it is still being rendered (aria-busy) and it has not changed for
 * STILL_FRAMES frames (the message list lays out over a few),
 * so the picture gives way to the same screen, without a jump. While `held` (the server cannot
 * be reached, so the live screen only says so), the picture stays however long, under the live
 * screen's words. Returns what cancels the wait.
 *
 * Meanwhile assistive technology hears only the live screen, which is there to be used (taps
 * already reach it), not the picture's title and prompt as well: two main landmarks, two prompts.
 * A picture whose prompt is being typed in stays heard until it goes.
 */
export const dismissStartPictureWhenStill = (
  container: HTMLElement,
  held: () => boolean = () => false,
): (() => void) => {
  const overlay = document.getElementById(PICTURE_OVERLAY_ID);
  if (!overlay) return () => {};
  if (!overlay.contains(document.activeElement)) overlay.setAttribute('aria-hidden', 'true');
  // and heard again if its prompt is tapped meanwhile: nothing focused may be hidden
  overlay.addEventListener('focusin', () => overlay.removeAttribute('aria-hidden'));
  // held, the live page is laid over the picture; being transparent, it shows the picture around
  // its own words
  const above = `${Number(overlay.style.zIndex) + 1}`;
  let laidOver = false;
  // written only when it changes: a style write on the root each frame would restyle the page
  const layLiveOver = (over: boolean) => {
    if (over === laidOver) return;
    laidOver = over;
    container.style.position = over ? 'relative' : '';
    container.style.zIndex = over ? above : '';
  };
  let still = 0;
  let frame = 0;
  const observer = new MutationObserver(() => {
    still = 0;
  });
  const stop = () => {
    layLiveOver(false);
    observer.disconnect();
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
  };
  const done = () => {
    stop();
    dismissStartPicture();
  };
  let late = false;
  const livePrompt = () => container.querySelector(LIVE_PROMPT) !== null;
  const onFrame = () => {
    const holding = held();
    layLiveOver(holding);
    still = holding ? 0 : still + 1;
    if (
      (still >= STILL_FRAMES && !container.querySelector(STILL_LOADING)) ||
      (late && livePrompt() && !holding)
    )
      done();
    else frame = requestAnimationFrame(onFrame);
  };
  // late, the picture goes, but not from under someone typing into it while the live screen has
  // no prompt to take their typing yet (its data is still on the way): it goes as that prompt
  // comes, or once the screen settles without one
  const timeout = setTimeout(() => {
    late = true;
    if (!held() && (livePrompt() || !promptInUse(overlay))) done();
  }, PICTURE_MAX_MS);
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  frame = requestAnimationFrame(onFrame);
  return stop;
};
