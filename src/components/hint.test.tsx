import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyHint } from './hint';

/** A hint of its own, its tooltip's code not yet here, as at a start-up. */
const fresh = () => lazyHint(() => import('@mui/material/Tooltip'));

/** Waits for the tooltip's download and the timer that follows it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('Hint', () => {
  it('names or describes its child at once, before the tooltip’s code has come', async () => {
    const Hint = fresh();
    render(
      <>
        <Hint title="Copy code">
          <button>⎘</button>
        </Hint>
        <Hint title="Puts it in the prompt" describeChild>
          <button aria-label="Edit">✎</button>
        </Hint>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute(
      'title',
      'Puts it in the prompt',
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('brings its code with the first hover, and shows the tooltip at the next', async () => {
    const user = userEvent.setup();
    const load = jest.fn(() => import('@mui/material/Tooltip'));
    const Hint = lazyHint(load);
    render(
      <Hint title="Read aloud">
        <button>🔊</button>
      </Hint>,
    );
    const before = screen.getByRole('button', { name: 'Read aloud' });
    expect(load).not.toHaveBeenCalled();
    await user.hover(before);
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    await user.unhover(before);
    const after = screen.getByRole('button', { name: 'Read aloud' });
    expect(after).not.toBe(before);
    await user.hover(after);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Read aloud');
  });

  it('keeps a focused child, and its focus, until it is left', async () => {
    const Hint = fresh();
    const user = userEvent.setup();
    render(
      <>
        <Hint title="Dictate">
          <button>🎤</button>
        </Hint>
        <button>Send</button>
      </>,
    );
    const focused = screen.getByRole('button', { name: 'Dictate' });
    await user.click(focused);
    await settle();
    expect(screen.getByRole('button', { name: 'Dictate' })).toBe(focused);
    expect(focused).toHaveFocus();

    await user.tab();
    await settle();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    const taken = screen.getByRole('button', { name: 'Dictate' });
    expect(taken).not.toBe(focused);
    await user.hover(taken);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dictate');
  });

  it('waits while a dialog is open, which gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    const Hint = fresh();
    const { rerender } = render(
      <>
        <Hint title="Settings">
          <button>⚙</button>
        </Hint>
        <div role="dialog" aria-label="Settings" />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Settings' });
    await user.hover(opener);
    await settle();
    await user.unhover(opener);
    expect(screen.getByRole('button', { name: 'Settings' })).toBe(opener);

    rerender(
      <Hint title="Settings">
        <button>⚙</button>
      </Hint>,
    );
    await user.hover(opener);
    await settle();
    expect(screen.getByRole('button', { name: 'Settings' })).not.toBe(opener);
  });

  it('brings its code once the start-up has settled, with no hover', async () => {
    const load = jest.fn(() => import('@mui/material/Tooltip'));
    const Hint = lazyHint(load);
    render(
      <Hint title="Export chat">
        <button>⤓</button>
      </Hint>,
    );
    const before = screen.getByRole('button', { name: 'Export chat' });
    await settle();
    expect(load).not.toHaveBeenCalled();
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Export chat' })).not.toBe(before),
      { timeout: 3000 },
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});
