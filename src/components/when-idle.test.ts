import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { afterNextPaint } from './when-idle';

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    setVisibility('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Whether the promise has resolved, once the microtasks have run. */
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('resolves in the task after the next frame, not in the frame', async () => {
    const painted = afterNextPaint();
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(painted)).toBe(false);
    frames.splice(0).forEach((callback) => callback(performance.now()));
    expect(await settled(painted)).toBe(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait long for a frame that does not come, nor at all in a hidden page', async () => {
    const painted = afterNextPaint();
    await jest.advanceTimersByTimeAsync(99);
    expect(await settled(painted)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);

    setVisibility('hidden');
    const hidden = afterNextPaint();
    await jest.advanceTimersByTimeAsync(0);
    expect(await settled(hidden)).toBe(true);
    expect(frames).toHaveLength(1);
  });
});
