import { useRef, type MouseEvent, type TouchEvent } from 'react';

const HOLD_MS = 500;
// a finger that wanders this far is scrolling, not pressing
const WANDER_PX = 10;

/**
 * A long press on a touch screen calls `onPress` with the element pressed, as a right click does
 * with a mouse unless `mouse` is false (the context menu event, which Android also sends for a
 * long press; Safari sends none, so a timer stands in). The tap a long press ends in is not a
 * click. Without `mouse`, a right click keeps the browser's own menu (to copy words, say).
 */
export const useLongPress = (
  onPress: (element: HTMLElement) => void,
  { mouse = true }: { mouse?: boolean } = {},
) => {
  const timer = useRef<number | undefined>(undefined);
  const start = useRef({ x: 0, y: 0 });
  const pressed = useRef(false);
  const touching = useRef(false);
  const stop = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };
  const press = (element: HTMLElement) => {
    stop();
    if (pressed.current) return;
    pressed.current = true;
    onPress(element);
  };
  return {
    onContextMenu: (event: MouseEvent<HTMLElement>) => {
      if (!mouse && !touching.current) return;
      event.preventDefault();
      press(event.currentTarget);
    },
    onMouseDown: () => {
      // a mouse's right click comes after this: each is a press of its own
      pressed.current = false;
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length > 1) return stop();
      pressed.current = false;
      touching.current = true;
      start.current = { x: touch.clientX, y: touch.clientY };
      const element = event.currentTarget;
      timer.current = window.setTimeout(() => press(element), HOLD_MS);
    },
    onTouchMove: (event: TouchEvent<HTMLElement>) => {
      const touch = event.touches[0];
      if (!touch) return;
      const moved = Math.hypot(touch.clientX - start.current.x, touch.clientY - start.current.y);
      if (moved > WANDER_PX) stop();
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      stop();
      touching.current = false;
      if (pressed.current && event.cancelable) event.preventDefault();
    },
    onTouchCancel: () => {
      stop();
      touching.current = false;
    },
  };
};
