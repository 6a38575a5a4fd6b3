// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTheme } from '@/lib/early/theme-start';
import { getTheme, setTheme, subscribeTheme } from '@/lib/theme';
import { themeColor } from '@/styles/generated/tokens';

type ChangeListener = (event: { matches: boolean }) => void;

// A controllable prefers-color-scheme, since jsdom has no matchMedia. As in browsers, each matchMedia() call
// returns a new MediaQueryList: a listener added to one is heard only there.
function mockSystem(initiallyDark: boolean) {
  let dark = initiallyDark;
  const queries: { listeners: Set<ChangeListener> }[] = [];
  window.matchMedia = vi.fn(() => {
    const listeners = new Set<ChangeListener>();
    queries.push({ listeners });
    return {
      get matches() {
        return dark;
      },
      addEventListener: (_: string, listener: ChangeListener) => listeners.add(listener),
      removeEventListener: (_: string, listener: ChangeListener) => listeners.delete(listener),
    };
  }) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      dark = value;
      for (const query of queries) query.listeners.forEach((listener) => listener({ matches: value }));
    },
    /** A change delivered while a query made meanwhile still reads the old scheme. */
    setLate(value: boolean) {
      for (const query of queries) query.listeners.forEach((listener) => listener({ matches: value }));
      dark = value;
    },
    /** How many of the MediaQueryLists made so far have a listener. */
    listenedTo: () => queries.filter((query) => query.listeners.size > 0).length,
  };
}

const isDark = () => document.documentElement.classList.contains('dark') && document.body.classList.contains('dark');

// What each test's startTheme() adds to the window goes with the test, as it goes with the page.
const windowListeners: Parameters<typeof window.addEventListener>[] = [];
const addWindowListener = window.addEventListener.bind(window);

beforeEach(() => {
  vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
    windowListeners.push(args);
    addWindowListener(...args);
  });
  delete window.systemThemeQuery;
  localStorage.clear();
  document.documentElement.className = '';
  document.body.className = '';
  document.head.innerHTML = '<meta name="theme-color" content="" />';
});

afterEach(() => {
  for (const args of windowListeners.splice(0)) window.removeEventListener(...args);
  vi.restoreAllMocks();
});

describe('theme', () => {
  it('follows the system preference until the visitor chooses', () => {
    mockSystem(true);
    expect(getTheme()).toBe('dark');
    mockSystem(false);
    expect(getTheme()).toBe('light');
  });

  it('persists the choice and applies it to html and body', () => {
    mockSystem(false);
    setTheme('dark');
    expect(localStorage.getItem('infinyte-theme')).toBe('dark');
    expect(getTheme()).toBe('dark');
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    setTheme('light');
    expect(getTheme()).toBe('light');
    expect(isDark()).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('sets meta theme-color from the active surface token', () => {
    mockSystem(false);
    setTheme('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(themeColor.dark);
    setTheme('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(themeColor.light);
  });

  it('the start script shows the theme and follows the system on one MediaQueryList, with no subscriber', () => {
    const system = mockSystem(true);
    startTheme();
    expect(isDark()).toBe(true);
    expect(system.listenedTo()).toBe(1);

    system.set(false);
    expect(isDark()).toBe(false);
    system.set(true);
    expect(isDark()).toBe(true);

    // Subscribers come and go (a toggle mounts late, or mounts again) without a query of their own.
    const unsubscribe = subscribeTheme(() => {});
    unsubscribe();
    subscribeTheme(() => {})();
    expect(system.listenedTo()).toBe(1);
    system.set(false);
    expect(isDark()).toBe(false);
  });

  it('takes the scheme a change brings from the change, not from a query read while it is delivered', () => {
    const system = mockSystem(false);
    startTheme();
    system.setLate(true);
    expect(isDark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    system.setLate(false);
    expect(isDark()).toBe(false);
  });

  it('follows live system changes only while no choice is stored', () => {
    const system = mockSystem(false);
    startTheme();
    const callback = vi.fn();
    const unsubscribe = subscribeTheme(callback);

    system.set(true);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(getTheme()).toBe('dark');
    expect(isDark()).toBe(true);

    setTheme('light');
    callback.mockClear();
    system.set(true);
    expect(callback).not.toHaveBeenCalled();
    expect(getTheme()).toBe('light');
    expect(isDark()).toBe(false);
    unsubscribe();
  });

  it('a subscriber that arrives after a system change reads the theme already shown', () => {
    const system = mockSystem(false);
    startTheme();
    system.set(true);
    // What a toggle mounting now reads, and what the page shows, agree.
    expect(getTheme()).toBe('dark');
    expect(isDark()).toBe(true);

    const callback = vi.fn();
    const unsubscribe = subscribeTheme(callback);
    system.set(false);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(getTheme()).toBe('light');
    expect(isDark()).toBe(false);
    unsubscribe();
    system.set(true);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('follows a choice made in another tab', () => {
    mockSystem(false);
    startTheme();
    const callback = vi.fn();
    const unsubscribe = subscribeTheme(callback);
    localStorage.setItem('infinyte-theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'infinyte-theme', newValue: 'dark' }));
    expect(callback).toHaveBeenCalledTimes(1);
    expect(isDark()).toBe(true);
    unsubscribe();
  });

  it('falls back to the system preference when storage is blocked', () => {
    mockSystem(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(getTheme()).toBe('dark');
    expect(() => setTheme('light')).not.toThrow();
  });
});
