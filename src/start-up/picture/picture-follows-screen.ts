import type { AppStore, RootState } from '../../app/store';
import { selectNewestChat, selectSelectedChatId } from '../../features/chats/state';
import { selectPending } from '../../features/composer';
import { captureStartPicture } from './capture';
import { keepStartPicture, PICTURE_KEY, PICTURE_OVERLAY_ID, STILL_LOADING } from './picture';

/** The screen a start-up would open now: the session's newest chat, selected and not empty. */
const picturedNow = (state: RootState) => {
  const { token } = state.auth;
  const newest = selectNewestChat(state);
  if (!token || !newest || newest.messages.length === 0) return null;
  return selectSelectedChatId(state) === newest._id ? { token, chatId: newest._id } : null;
};

/** The nearest element around `element` that scrolls it, if any. */
const scrollerOf = (element: Element) => {
  for (let at = element.parentElement; at; at = at.parentElement)
    if (at.scrollHeight > at.clientHeight && /auto|scroll/.test(getComputedStyle(at).overflowY))
      return at;
  return null;
};

/**
 * Whether the page is as a start-up opens that chat: at its address, laid out (the conversation,
 * an ordered list, is there and nothing is loading or busy), nothing on its way, no search typed,
 * and the conversation scrolled to its end.
 */
const asOpened = (root: HTMLElement, state: RootState, chatId: string) => {
  const conversations = Array.from(root.querySelectorAll('ol'));
  return (
    window.location.pathname === '/' &&
    conversations.length > 0 &&
    root.querySelector(STILL_LOADING) === null &&
    !selectPending(state, chatId) &&
    Array.from(root.querySelectorAll<HTMLInputElement>('input[type="search"]')).every(
      (field) => field.value === '',
    ) &&
    conversations
      .map(scrollerOf)
      .every((list) => !list || list.scrollHeight - list.scrollTop - list.clientHeight <= 4)
  );
};

/** Stops following the app on the page: there is one at a time. */
let stopFollowing = () => {};

/** Stops the picture following the screen (a test's app is gone with the test). */
export const stopPictureFollowing = () => stopFollowing();

/**
 * Keeps a picture of the page for the next start-up whenever the visitor leaves or hides it (the
 * moment its last state is known; a reload waits for it, so it is taken once), if the page is
 * then as that start-up would open it. When the screen a start-up would open changes (another
 * chat, another session or none), the last picture is forgotten: a start-up never shows another screen.
 */
export const pictureFollowsScreen = (store: AppStore): void => {
  stopFollowing();
  let { token } = store.getState().auth;
  let pictured = picturedNow(store.getState());
  const picture = () => {
    const root = document.getElementById('root');
    // a picture still on screen means the live screen beneath it is not laid out yet
    if (!root || document.getElementById(PICTURE_OVERLAY_ID)) return;
    const state = store.getState();
    keepStartPicture(
      pictured && asOpened(root, state, pictured.chatId)
        ? captureStartPicture(root, pictured.token, pictured.chatId)
        : null,
    );
  };
  // Leaving a page hides it and fires pagehide, in either order: what the first took stands for
  // the second unless the page (its root carries theme and language) changed between.
  let unchangedSince: MutationObserver | null = null;
  const retake = () => {
    unchangedSince?.disconnect();
    unchangedSince = null;
  };
  const take = () => {
    if (unchangedSince) return;
    picture();
    unchangedSince = new MutationObserver(retake);
    unchangedSince.observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? take() : retake());
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', take);
  // back from the back-forward cache: scrolled or not, the next leave takes it anew
  window.addEventListener('pageshow', retake);
  // another tab's picture (or its forgetting one) replaced this one's
  const onStorage = (event: StorageEvent) => {
    if (event.key === PICTURE_KEY || event.key === null) retake();
  };
  window.addEventListener('storage', onStorage);
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    const next = picturedNow(state);
    if (state.auth.token === token && next?.chatId === pictured?.chatId) return;
    // the screen a start-up opens coming into being (its chats loaded) keeps the picture of it
    const away = state.auth.token !== token || pictured !== null;
    token = state.auth.token;
    pictured = next;
    retake();
    if (away) keepStartPicture(null);
  });
  stopFollowing = () => {
    stopFollowing = () => {};
    retake();
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', take);
    window.removeEventListener('pageshow', retake);
    window.removeEventListener('storage', onStorage);
  };
};
