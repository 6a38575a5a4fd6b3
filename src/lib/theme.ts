import { useSyncExternalStore } from 'react';

// Keep in sync with the pre-paint script in index.html.
export type Theme = 'light' | 'dark';

const storageKey = 'infinyte-theme';
const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be blocked (privacy modes); the system preference still works.
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia?.(darkQuery).matches ? 'dark' : 'light';
}

/** The visitor's choice if they made one, else the system preference. */
export function getTheme(): Theme {
  if (!isBrowser()) return 'light';
  return storedTheme() ?? systemTheme();
}

function applyTheme(theme: Theme) {
  const dark = theme === 'dark';
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  document.body.classList.toggle('dark', dark);
  root.style.colorScheme = theme;
  // Browser chrome follows the page background token of the active theme.
  const background = getComputedStyle(root).getPropertyValue('--ds-color-surface-base').trim();
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta && background) meta.setAttribute('content', background);
}

function notify() {
  const theme = getTheme();
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

/** Applies and remembers the visitor's choice. */
export function setTheme(theme: Theme) {
  try {
    window.localStorage.setItem(storageKey, theme);
  } catch {
    // Not persisted, but still applied for this page view.
  }
  notify();
}

function onSystemChange() {
  // Only a visitor who has not chosen follows the system live.
  if (storedTheme() === null) notify();
}

function onStorage(event: StorageEvent) {
  if (event.key === storageKey) notify();
}

/** Calls `callback` whenever the effective theme may have changed; returns the unsubscribe. */
export function subscribeTheme(callback: () => void) {
  if (!isBrowser()) return () => {};
  if (listeners.size === 0) {
    window.matchMedia?.(darkQuery).addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(callback);
  return () => {
    listeners.delete(callback);
    if (listeners.size === 0) {
      window.matchMedia?.(darkQuery).removeEventListener('change', onSystemChange);
      window.removeEventListener('storage', onStorage);
    }
  };
}

const serverTheme = (): Theme => 'light';

export function useTheme(): Theme {
  return useSyncExternalStore(subscribeTheme, getTheme, serverTheme);
}
