import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './theme-toggle';

/** The device's dark-mode setting, as `matchMedia('(prefers-color-scheme: dark)')` reports it. */
function deviceSetting(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => (media === query.media ? query : { matches: false, addEventListener() {}, removeEventListener() {} }));
  return {
    change(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');
const pressed = () => screen.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed');

beforeEach(() => {
  document.documentElement.classList.remove('dark');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('dark');
});

describe('theme before the user chooses', () => {
  it('follows a phone set to dark mode', () => {
    deviceSetting(true);
    render(<ThemeToggle />);
    expect(pressed()).toBe('true');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('follows the device when its setting changes', () => {
    const device = deviceSetting(false);
    render(<ThemeToggle />);
    expect(isDark()).toBe(false);
    device.change(true);
    expect(isDark()).toBe(true);
    expect(pressed()).toBe('true');
  });

  it('keeps the user’s choice once made, whatever the device says', async () => {
    const device = deviceSetting(true);
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(isDark()).toBe(false);
    device.change(true);
    expect(isDark()).toBe(false);
  });
});
