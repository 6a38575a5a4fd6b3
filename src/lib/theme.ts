import { useSyncExternalStore } from 'react';
import {
  applyTheme,
  currentTheme,
  DARK_QUERY,
  storedTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from './early/theme-start';

// Reading, applying and storing the theme is shared with the page's start script (./early/theme-start.ts).
export type { Theme };

const listeners = new Set<() => void>();

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

/** The visitor's choice if they made one, else the system preference. */
export function getTheme(): Theme {
  if (!isBrowser()) return 'light';
  return currentTheme();
}

function notify() {
  const theme = getTheme();
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/** Applies and remembers the visitor's choice. */
export function setTheme(theme: Theme) {
  storeTheme(theme);
  notify();
}

function onSystemChange() {
  // Only a visitor who has not chosen follows the system live.
  if (storedTheme() === null) notify();
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY) notify();
}

/** Calls `callback` whenever the effective theme may have changed; returns the unsubscribe. */
export function subscribeTheme(callback: () => void) {
  if (!isBrowser()) return () => {};
  if (listeners.size === 0) {
    window.matchMedia?.(DARK_QUERY).addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
    if (listeners.size === 0) {
      window.matchMedia?.(DARK_QUERY).removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    }
  };
}

const serverTheme = (): Theme => 'light';

export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, getTheme, serverTheme);
}
