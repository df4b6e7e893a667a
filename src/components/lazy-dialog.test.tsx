import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { lazyDialog } from './lazy-dialog';
import { Toaster } from './toaster';

interface QuestionProps {
  open: boolean;
  onCancel: () => void;
}
const Question = ({ open, onCancel }: QuestionProps) =>
  open ? (
    <div role="dialog" aria-label="Question">
      <button onClick={onCancel}>Cancel</button>
    </div>
  ) : null;

/** A page with a button that opens the dialog, as the chat list opens its delete question. */
const pageWith = (LazyQuestion: ReturnType<typeof lazyDialog<QuestionProps>>) => {
  const Page = () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Ask</button>
        <span>{open ? 'asking' : 'not asking'}</span>
        <LazyQuestion open={open} onCancel={() => setOpen(false)} />
        <Toaster />
      </>
    );
  };
  return Page;
};

describe('lazyDialog', () => {
  it('downloads the dialog when first opened, not before, and shows it open', async () => {
    const user = userEvent.setup();
    const load = jest.fn(() => Promise.resolve({ default: Question }));
    const Page = pageWith(lazyDialog(load, 'onCancel'));
    render(<Page />);
    expect(load).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog', { name: 'Question' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog', { name: 'Question' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says why when the download fails, closes, and tries again at the next open', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<{ default: typeof Question }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk dialogs failed'))
      .mockResolvedValue({ default: Question });
    const Page = pageWith(lazyDialog(load, 'onCancel'));
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(
      await screen.findByText('Network error: Loading chunk dialogs failed'),
    ).toBeInTheDocument();
    expect(screen.getByText('not asking')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('dialog', { name: 'Question' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('opens at once when preloaded', async () => {
    const user = userEvent.setup();
    const LazyQuestion = lazyDialog(() => Promise.resolve({ default: Question }), 'onCancel');
    await LazyQuestion.preload();
    const Page = pageWith(LazyQuestion);
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Question' })).toBeInTheDocument();
  });
});
