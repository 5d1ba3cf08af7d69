import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '../../config/ui';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();
// The user's choice when localStorage is unavailable (private modes that throw on access); null until they choose.
let memoryTheme: Theme | null = null;
const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The device's own setting: followed until the user picks a theme with the toggle. */
function systemTheme(): Theme {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches ? 'dark' : 'light';
}

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
    return systemTheme();
  } catch {
    return memoryTheme ?? systemTheme();
  }
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function setTheme(theme: Theme): void {
  memoryTheme = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked; the theme still applies for this page view.
  }
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the theme changes it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  // The device switching to dark mode (e.g. at sunset) changes the page too, until the user has chosen.
  const system = typeof window.matchMedia === 'function' ? window.matchMedia(SYSTEM_DARK_QUERY) : null;
  system?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    system?.removeEventListener('change', listener);
  };
}

/**
 * The light/dark theme, remembered in localStorage.theme once the user toggles it (until then the device's
 * `prefers-color-scheme`), and applied as the `dark` class on <html>.
 */
export function useTheme(): { theme: Theme; toggleTheme(): void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
