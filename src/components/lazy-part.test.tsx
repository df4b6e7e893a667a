import { act, render, screen, waitFor } from '@testing-library/react';
import { lazyPart } from './lazy-part';

const Note = ({ text }: { text: string }) => <p>{text}</p>;
const loader = () => jest.fn(() => Promise.resolve({ default: Note }));

describe('lazyPart', () => {
  it('shows nothing, and asks for nothing, until the start-up has settled; then the part', async () => {
    const load = loader();
    const Part = lazyPart(load);
    render(<Part text="the list" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('the list')).not.toBeInTheDocument();
    expect(await screen.findByText('the list', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('comes at once when prefetched, and is asked for once however often it is rendered', async () => {
    const load = loader();
    const Part = lazyPart(load);
    render(
      <>
        <Part text="one" />
        <Part text="two" />
      </>,
    );
    act(() => Part.prefetch());
    expect(await screen.findByText('one')).toBeInTheDocument();
    expect(screen.getByText('two')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Note }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ default: Note });
    const Part = lazyPart(load);
    render(<Part text="back" />);
    await act(() => Part.preload().catch(() => undefined));
    expect(screen.queryByText('back')).not.toBeInTheDocument();
    act(() => Part.prefetch());
    await waitFor(() => expect(screen.getByText('back')).toBeInTheDocument());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
