import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { useDeferredReady } from './use-deferred-ready';

/** What each render of a screen using the hook showed, in order. */
const renderScreen = (ready: boolean) => {
  const shown: boolean[] = [];
  const Screen = ({ ready: now }: { ready: boolean }) => {
    const visible = useDeferredReady(now);
    shown.push(visible);
    return <p>{visible ? 'screen' : 'spinner'}</p>;
  };
  const view = render(<Screen ready={ready} />);
  return { shown, rerender: (now: boolean) => view.rerender(<Screen ready={now} />) };
};

describe('useDeferredReady', () => {
  it('shows a screen ready when it mounts at once', () => {
    const { shown } = renderScreen(true);
    expect(shown).toEqual([true]);
  });

  it('shows a screen that becomes ready in a render of its own, after one that still shows the spinner', () => {
    const { shown, rerender } = renderScreen(false);
    shown.length = 0;
    rerender(true);
    expect(shown).toEqual([false, true]);
  });

  it('takes a screen that is no longer ready away at once', () => {
    const { shown, rerender } = renderScreen(true);
    shown.length = 0;
    rerender(false);
    expect(shown[0]).toBe(false);
    expect(shown.at(-1)).toBe(false);
  });
});
