// How the theme is read, applied, remembered and followed: one source for the page's inline start script
// (src/islands/early/islands-start.ts, inlined by scripts/inline-page-start.ts, runs before first paint and before the
// app) and the app (src/lib/theme.ts). It imports nothing of the app but the tokens' names, so the
// inline script stays small.
import { themeColor } from '@/styles/generated/tokens';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'infinyte-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Dispatched on document each time the theme is shown anew; the app's toggle re-reads on it (src/lib/theme.ts). */
export const THEME_SHOWN = 'infinyte:theme-shown';

declare global {
  interface Window {
    /**
     * The one MediaQueryList the page follows the system through, held for the page's life (startTheme). Only its
     * change event is read: reading its `matches` can cost the next change (systemTheme).
     */
    systemThemeQuery?: MediaQueryList;
  }
}

/** The visitor's stored choice, or null when they made none (or storage is blocked, as in privacy modes). */
export function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The system's scheme, read from a query of its own: never from the one the page follows (`systemThemeQuery`).
 * Chromium settles a query's state when its `matches` is read, and then delivers no change for it: a read between
 * the system's change and the next frame (React reads the theme whenever it renders the toggle) lost the change,
 * and the page stayed in the old theme (seen four times in full runs; tests/e2e/theme-follows-system.spec.ts).
 */
export function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY)?.matches ? 'dark' : 'light';
}

/** The visitor's choice if they made one, else the system preference. */
export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

/** Remembers the choice; when storage is blocked it still applies for this page view. */
export function storeTheme(theme: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not persisted.
  }
}

/**
 * Sets the theme's class on html and body (Tailwind's `dark:`) and the colour scheme of native controls;
 * browser chrome follows the page background token of the theme. Then tells whoever shows it.
 */
export function applyTheme(theme: Theme) {
  const dark = theme === 'dark';
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  document.body.classList.toggle('dark', dark);
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor[theme]);
  document.dispatchEvent(new Event(THEME_SHOWN));
}

/**
 * Shows the stored or system theme and keeps following it for the page's life: a system change while the
 * visitor has not chosen, and a choice made in another tab. The start script calls it before first paint, so
 * the page follows from its first byte whatever part of the app has run. One MediaQueryList, held on window:
 * each matchMedia() call makes a new one, and a listener must stay on the one that was listened to.
 */
export function startTheme() {
  const query = window.matchMedia?.(DARK_QUERY);
  window.systemThemeQuery = query;
  const follow = () => applyTheme(currentTheme());
  // The change says what the system is now: taken from the event, not read again from a query made while the
  // browser is still delivering it (a page once stayed light with the system dark and nothing stored).
  query?.addEventListener('change', (event) => {
    if (storedTheme() === null) applyTheme(event.matches ? 'dark' : 'light');
  });
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) follow();
  });
  follow();
}
