import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryButton } from './retry-button';

describe('RetryButton', () => {
  it('retries on click', async () => {
    const onRetry = vi.fn();
    render(<RetryButton onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('waits while a retry is under way', () => {
    render(<RetryButton onRetry={() => undefined} pending />);
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled();
  });
});
