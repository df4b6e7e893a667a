import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { preloadedLazy } from './preloaded-lazy';

/** A component whose typed text would be lost if it were mounted afresh. */
const Field = () => {
  const [text, setText] = useState('');
  return <input aria-label="Note" value={text} onChange={(event) => setText(event.target.value)} />;
};

describe('a lazily loaded component', () => {
  it('shows its fallback, then itself, and is not mounted afresh when its parent renders again', async () => {
    let arrive: (module: { default: typeof Field }) => void = () => {};
    const Lazy = preloadedLazy(() => new Promise<{ default: typeof Field }>((r) => (arrive = r)));
    const view = render(<Lazy fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();

    await act(async () => arrive({ default: Field }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Note' });
    fireEvent.change(field, { target: { value: 'typed' } });
    view.rerender(<Lazy fallback={<p>Loading</p>} />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(field);
    expect(field).toHaveValue('typed');
  });

  it('mounted once its chunk is here, renders at once, without the fallback', async () => {
    const Lazy = preloadedLazy(() => Promise.resolve({ default: Field }));
    await Lazy.preload();
    render(<Lazy fallback={<p>Loading</p>} />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
