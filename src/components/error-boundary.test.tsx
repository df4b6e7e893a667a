import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

const Broken = (): never => {
  throw new Error('boom');
};

describe('ErrorBoundary', () => {
  it('shows its fallback instead of the broken part, and reports it', () => {
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <p>Still here</p>
        <ErrorBoundary fallback={<p>Could not be shown</p>}>
          <Broken />
        </ErrorBoundary>
      </div>,
    );
    expect(screen.getByText('Still here')).toBeInTheDocument();
    expect(screen.getByText('Could not be shown')).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(
      'Parley could not render part of the page',
      expect.any(Error),
      expect.anything(),
    );
    reported.mockRestore();
  });

  it('tries again when its reset key changes (a navigation)', () => {
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = ({ broken }: { broken: boolean }) => (broken ? <Broken /> : <p>Fine page</p>);
    const { rerender } = render(
      <ErrorBoundary fallback={<p>Could not be shown</p>} resetKey="/credits">
        <Page broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Could not be shown')).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={<p>Could not be shown</p>} resetKey="/">
        <Page broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine page')).toBeInTheDocument();
    reported.mockRestore();
  });
});
