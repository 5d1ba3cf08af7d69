import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '../../config/ui';

export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();
// Used when localStorage is unavailable (private modes that throw on access).
let memoryTheme: Theme = 'light';

function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
    return 'light';
  } catch {
    return memoryTheme;
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
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The light/dark theme, remembered in localStorage.theme (default light) and applied as the `dark` class on <html>. */
export function useTheme(): { theme: Theme; toggleTheme(): void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme(readTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
