import { spareWhenFull } from '../../components/full-storage';
import { writeStored } from '../../components/local-storage';
import type { StoredPicture } from '../inline/show-picture';
import { PROMPT_NAME } from '../../features/composer/prompt-name';

/**
 * The one field of a picture that can be typed into: the prompt's picture, which the capture
 * marks so. What is typed there goes to the live prompt (overlay.ts).
 */
export const PICTURE_TYPED = 'data-picture-typed';
/** The live prompt, as the start-up finds it. */
export const LIVE_PROMPT = `textarea[name="${PROMPT_NAME}"]`;

/**
 * The picture of the screen a signed-in visitor leaves, for their next start-up: index.html shows
 * it (inline/show-picture.ts) before any script has arrived, and the live screen replaces it once
 * laid out (overlay.ts). capture.ts takes it.
 */
export type StartPicture = StoredPicture;

/**
 * localStorage key; the session's token and drafts sit beside it, and sign-out takes all three.
 * The name it was first stored under: a new one would leave old pictures behind on every disk.
 */
export const PICTURE_KEY = 'startSnapshot';
// the picture is taken again on the next leave: the first to go when storage is full
spareWhenFull(PICTURE_KEY);
/** A picture older than this is deleted instead of shown. */
export const PICTURE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Pictures larger than this are not kept: localStorage is shared with what the user typed. */
export const PICTURE_MAX_CHARS = 400_000;
/** The picture's element and its style sheet, while shown. */
export const PICTURE_OVERLAY_ID = 'start-picture';
/** What a live screen still loading or laying itself out shows: no picture gives way to it. */
export const STILL_LOADING = '[role="progressbar"],[aria-busy="true"]';
/** The Trusted Types policy of the picture's cleaner: markup of Parley's own elements only. */
export const PICTURE_POLICY = 'parley-picture';
/** The build's style sheet of the picture, linked in index.html's head while one is stored. */
export const PICTURE_STYLES_ID = 'picture-styles';

/**
 * Keeps the picture for the next start-up (null forgets it). The old one goes first: if the new
 * one does not fit, no outdated picture is left behind, and the space goes to what the user types.
 */
export const keepStartPicture = (picture: StartPicture | null): void => {
  writeStored(PICTURE_KEY, null);
  if (picture) writeStored(PICTURE_KEY, JSON.stringify(picture));
};
