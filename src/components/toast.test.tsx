import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attachToastHost, toast, TOAST_DURATION, type ToastRequest } from './toast';
import { Toaster } from './toaster';

describe('a toast', () => {
  it('with an action stays until it is used or dismissed; one without goes by itself', () => {
    const shown: ToastRequest[] = [];
    const detach = attachToastHost({ show: (request) => shown.push(request), dismiss: () => {} });
    toast.error('The model is busy', { label: 'Retry', onClick: () => true });
    toast.error('Plain failure');
    detach();
    expect(shown.map(({ message, duration }) => [message, duration])).toEqual([
      ['The model is busy', null],
      ['Plain failure', TOAST_DURATION.error],
    ]);
  });

  it('with an action can be dismissed without acting', async () => {
    const retried: string[] = [];
    render(<Toaster />);
    act(() => {
      toast.error('The model is busy', {
        label: 'Retry',
        onClick: () => retried.push('retry') > 0,
      });
    });
    expect(await screen.findByText('The model is busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('The model is busy')).not.toBeInTheDocument());
    expect(retried).toEqual([]);
  });
});
