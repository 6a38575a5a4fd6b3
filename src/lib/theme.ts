import { useSyncExternalStore } from 'react';
import { applyTheme, currentTheme, storeTheme, THEME_SHOWN, type Theme } from './early/theme-start';

// The page's start script shows the theme and follows the system and other tabs from the first byte
// (startTheme in ./early/theme-start.ts); the app only reads what it shows, and applies the visitor's choice.
export type { Theme };

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

/** The visitor's choice if they made one, else the system preference. */
export function getTheme(): Theme {
  if (!isBrowser()) return 'light';
  return currentTheme();
}

/** Applies and remembers the visitor's choice. */
export function setTheme(theme: Theme) {
  storeTheme(theme);
  applyTheme(theme);
}

/** Calls `callback` whenever the theme is shown anew; returns the unsubscribe. */
export function subscribeTheme(callback: () => void) {
  if (!isBrowser()) return () => {};
  document.addEventListener(THEME_SHOWN, callback);
  return () => document.removeEventListener(THEME_SHOWN, callback);
}

const serverTheme = (): Theme => 'light';

export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, getTheme, serverTheme);
}
