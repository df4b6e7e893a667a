import { useEffect, useState } from 'react';
import { afterNextPaint } from './when-idle';

/**
 * False until the browser has painted what the component first rendered: a part that can come a
 * frame later renders in a task of its own, after that paint, instead of delaying it.
 */
export const useFirstPaintDone = (): boolean => {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaint().then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, []);
  return done;
};
