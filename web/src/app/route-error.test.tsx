import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LangProvider, type Lang } from '../i18n';
import { RouteError } from './route-error';

/** A route at `path` whose loader answers `status` (or throws `error`), under the error page in `lang`. */
function failAt(lang: Lang, path: string, status?: number, error: Error = new Error('boom')) {
  const router = createMemoryRouter(
    [
      {
        path,
        loader: () => {
          if (status) throw new Response('', { status });
          throw error;
        },
        element: null,
        errorElement: (
          <LangProvider lang={lang}>
            <RouteError />
          </LangProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route error page in each language', () => {
  it('English: the spec’s texts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failAt('en', '/x', 503);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The page could not be loaded (503).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The title is written by an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Food Store | Error'));
  });

  it('Bangla: Bangla texts and digits, home under /bn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failAt('bn', '/bn/x', 503);
    expect(await screen.findByRole('heading', { name: 'কিছু একটা সমস্যা হয়েছে' })).toBeInTheDocument();
    expect(screen.getByText('পাতাটি লোড করা যায়নি (৫০৩)।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে যান' })).toHaveAttribute('href', '/bn/');
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Food Store | ত্রুটি'));
    expect(document.body.textContent?.replaceAll('Food Store', '')).not.toMatch(/[A-Za-z]/);
  });

  it('Bangla: not found', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failAt('bn', '/bn/y', 404);
    expect(await screen.findByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' })).toBeInTheDocument();
  });

  it('Bangla: an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failAt('bn', '/bn/z');
    expect(await screen.findByText('পাতাটি দেখাতে গিয়ে একটি অপ্রত্যাশিত সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।')).toBeInTheDocument();
  });

  it("a page's code that failed to load offline says the phone is offline, and Try again waits for the network", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    failAt('en', '/foods', undefined, new TypeError('Failed to fetch dynamically imported module: /assets/all-foods.js'));
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waiting for a connection…' })).toBeDisabled();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    // Online, the same failure is a newer deploy's missing file.
    expect(screen.getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
  });
});
