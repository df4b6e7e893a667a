import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { useFirstPaintDone } from './use-first-paint-done';

const Part = ({ renders }: { renders: boolean[] }) => {
  const done = useFirstPaintDone();
  renders.push(done);
  return <p>{done ? 'with its extras' : 'first paint'}</p>;
};

describe('useFirstPaintDone', () => {
  it('is false for what is painted first, then true without anything done', async () => {
    const renders: boolean[] = [];
    render(<Part renders={renders} />);
    expect(screen.getByText('first paint')).toBeInTheDocument();
    expect(await screen.findByText('with its extras')).toBeInTheDocument();
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
  });
});
