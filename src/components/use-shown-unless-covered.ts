import { createContext, useContext, useDeferredValue, useState } from 'react';

/**
 * Whether the page is covered while it first renders (a start-up shows a picture of the screen
 * over the live one being built): costly parts may then come in a deferred render.
 */
export const CoveredContext = createContext<() => boolean>(() => false);

/** True at once, unless the page was covered when this mounted: then after a deferred render. */
export const useShownUnlessCovered = (): boolean => {
  const isCovered = useContext(CoveredContext);
  // read once, at mount: the only time useDeferredValue looks at its initial value
  const [covered] = useState(isCovered);
  return useDeferredValue(true, covered ? false : undefined);
};
