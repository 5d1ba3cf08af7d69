import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { createRouter, whenRouterReady } from './router';

const fb = vi.hoisted(() => ({ listener: null as ((user: unknown) => void) | null }));

vi.mock('../lib/firebase', () => ({
  onAuthChange: (listener: (user: unknown) => void) => {
    fb.listener = listener;
    return () => undefined;
  },
  installEmulatorHooks: () => () => undefined,
}));
vi.mock('../features/home/home-page', () => ({ default: () => <h1>Home page</h1> }));

beforeEach(() => {
  // ScrollRestoration scrolls on navigation, which jsdom does not implement.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"ok":true}', { status: 200 })));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('App', () => {
  it('renders the shell around the home page and shows toasts top-right', async () => {
    const router = createRouter();
    await whenRouterReady(router);
    render(<App router={router} queryClient={createQueryClient()} />);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('All rights reserved.');

    // A visitor who never signed in here: no auth SDK, signed out at once.
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(fb.listener).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'GET', credentials: 'include' }));

    act(() => {
      toast.error('Something failed');
    });
    const message = await screen.findByText('Something failed');
    expect(message.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-right');
    // Its close button is named in the page's language (the library's own name is English whatever the page).
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveClass('Toastify__close-button');
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
    // Its timer bar runs (it closes the toast) but is no English 'notification timer' to a screen reader.
    const toastElement = message.closest('.Toastify__toast') as HTMLElement;
    expect(toastElement.querySelector('.Toastify__progress-bar--animated')).not.toBeNull();
    expect(within(toastElement).queryByRole('progressbar')).toBeNull();
  });
});
