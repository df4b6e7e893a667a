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
});
