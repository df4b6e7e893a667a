import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useStartPicture, type PicturedChat } from './picture/use-start-picture';

/** Whether every scrolled list of the page is at its end, as a start-up opens it. */
const listsAtEnd = () =>
  Array.from(document.querySelectorAll('#root [data-virtuoso-scroller]')).every(
    (list) => list.scrollHeight - list.scrollTop - list.clientHeight <= 4,
  );

interface PicturedScreenProps {
  /** whose screen and which chat, when it is the one a start-up opens; null otherwise */
  of: PicturedChat | null;
  /** the screen is as a start-up opens it: no search open, nothing on its way */
  asOpened: boolean;
  children: ReactNode;
}

/**
 * The region a start-up may picture: while it is mounted, leaving the page keeps a picture of
 * the page for the next start-up (picture/capture.ts) if the screen is then as a start-up opens
 * it; otherwise, and once it unmounts, the last picture is forgotten.
 */
export const PicturedScreen = ({ of, asOpened, children }: PicturedScreenProps) => {
  const opened = useRef(asOpened);
  useEffect(() => {
    opened.current = asOpened;
  }, [asOpened]);
  useStartPicture(
    of,
    useCallback(() => opened.current && listsAtEnd(), []),
  );
  return children;
};
