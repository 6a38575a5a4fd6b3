// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTheme, setTheme, subscribeTheme } from '@/lib/theme';
import { themeColor } from '@/styles/generated/tokens';

type ChangeListener = (event: { matches: boolean }) => void;

// A controllable prefers-color-scheme, since jsdom has no matchMedia.
function mockSystem(initiallyDark: boolean) {
  const listeners = new Set<ChangeListener>();
  const query = {
    matches: initiallyDark,
    addEventListener: (_: string, listener: ChangeListener) => listeners.add(listener),
    removeEventListener: (_: string, listener: ChangeListener) => listeners.delete(listener),
  };
  window.matchMedia = vi.fn(() => query) as unknown as typeof window.matchMedia;
  return {
    set(dark: boolean) {
      query.matches = dark;
      listeners.forEach((listener) => listener({ matches: dark }));
    },
    listenerCount: () => listeners.size,
  };
}

const isDark = () => document.documentElement.classList.contains('dark') && document.body.classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  document.body.className = '';
  document.head.innerHTML = '<meta name="theme-color" content="" />';
});

afterEach(() => vi.restoreAllMocks());

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

  it('tracks live system changes only while no choice is stored', () => {
    const system = mockSystem(false);
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
    expect(system.listenerCount()).toBe(0);
  });

  it('notifies subscribers when another tab changes the stored choice', () => {
    mockSystem(false);
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
