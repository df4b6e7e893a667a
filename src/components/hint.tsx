import type { TooltipProps } from '@mui/material/Tooltip';
import { useForkRef } from '@mui/material/utils';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';
import { preloadedLazy } from './preloaded-lazy';

/** What MUI's Tooltip gives its child while closed: the same name or description, at once. */
const closedProps = ({ title, describeChild, disableHoverListener }: TooltipProps) => {
  const text = typeof title === 'string' ? title : undefined;
  if (describeChild) return { title: disableHoverListener ? undefined : text };
  return { 'aria-label': text };
};

/** A dialog or menu on screen: closing it gives the focus back to the element that opened it. */
const dialogOpen = () =>
  [...document.querySelectorAll('[role="dialog"], [role="menu"]')].some(
    (element) => element.checkVisibility?.() ?? true,
  );

/**
 * A tooltip whose code comes once the start-up has settled (no largest paint waits for it), or at
 * a hover or focus before that. Until then the child is shown alone, named or described as the
 * tooltip would. Taking the tooltip on replaces the child's element, so it waits while the child
 * is focused or pressed, or a dialog or menu is open (one gives the focus back to its opener).
 * `preload()` brings the code at once, for a test or a catalogue that renders it ready.
 */
export const lazyHint = (load: () => Promise<{ default: ComponentType<TooltipProps> }>) => {
  const Tooltip = preloadedLazy(load);

  const Hint = (props: TooltipProps) => {
    const child = props.children as ReactElement<{ ref?: Ref<HTMLElement> }>;
    const [ready, setReady] = useState(Tooltip.isLoaded);
    const node = useRef<HTMLElement>(null);
    const ref = useForkRef(child.props.ref, node);

    useEffect(() => {
      if (ready) return undefined;
      Tooltip.prefetchOnceSettled();
      const element = node.current;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const check = () => {
        const held = element?.matches(':focus-within, :active') || dialogOpen();
        if (Tooltip.isLoaded() && !held) setReady(true);
      };
      // after the task at hand: a release is followed by its click, which must reach this element
      const checkSoon = () => {
        clearTimeout(timer);
        timer = setTimeout(check, 0);
      };
      const unsubscribe = Tooltip.onArrival(checkSoon);
      const engaged = ['pointerenter', 'focusin'] as const;
      const released = ['focusout', 'pointerup', 'pointercancel'] as const;
      const engage = () => {
        Tooltip.prefetch();
        checkSoon();
      };
      engaged.forEach((type) => element?.addEventListener(type, engage));
      released.forEach((type) => element?.addEventListener(type, checkSoon));
      return () => {
        unsubscribe();
        clearTimeout(timer);
        engaged.forEach((type) => element?.removeEventListener(type, engage));
        released.forEach((type) => element?.removeEventListener(type, checkSoon));
      };
    }, [ready]);

    if (ready) return <Tooltip {...props} fallback={null} />;
    return cloneElement(child, { ...closedProps(props), ...child.props, ref });
  };
  return Object.assign(Hint, { preload: Tooltip.preload });
};

// MUI's Tooltip brings Popper.js: about 10 KB (brotli) that no first paint needs
export const Hint = lazyHint(
  () => import(/* webpackChunkName: "tooltip" */ '@mui/material/Tooltip'),
);
