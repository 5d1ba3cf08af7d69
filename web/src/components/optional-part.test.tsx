import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionalPart } from './optional-part';

afterEach(() => vi.restoreAllMocks());

describe('OptionalPart', () => {
  it('renders its lazy part once the code has loaded', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <p>the part</p> }));
    render(
      <OptionalPart>
        <Part />
      </OptionalPart>,
    );
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('renders nothing when the code cannot be loaded, and keeps the page around it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const uncaught = vi.fn();
    window.addEventListener('error', uncaught);
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/toasts-x.js');
    const Part = lazy(() => Promise.reject(failure));
    render(
      <main>
        <h1>The page</h1>
        <OptionalPart>
          <Part />
        </OptionalPart>
      </main>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    window.removeEventListener('error', uncaught);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('main').childElementCount).toBe(1);
    // React reports the error it caught.
    expect(logged.mock.calls.flat()).toContain(failure);
    expect(uncaught).not.toHaveBeenCalled();
  });
});
