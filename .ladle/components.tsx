import { useLayoutEffect, type ReactNode } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { systemTheme } from '../src/lib/early/theme-start';
import { setTheme, type Theme } from '../src/lib/theme';
import '../src/styles/global.css';
import '../src/styles/fonts.css';

function resolveTheme(theme: string): Theme {
  if (theme === 'dark' || theme === 'light') return theme;
  return systemTheme();
}

function ThemeSync({ theme, children }: { theme: string; children: ReactNode }) {
  // Layout effect: the class is on html and body before the first paint, as on the site.
  useLayoutEffect(() => setTheme(resolveTheme(theme)), [theme]);
  return children;
}

/**
 * Marks `<html data-story-rendered>` while the story is on screen. Ladle's own `data-storyloaded` is set when a
 * story's module runs, which can be before a story that suspends (on a lazily loaded menu, say) has rendered
 * anything, and before the loading ring that stands in for it has mounted. This sits inside Ladle's Suspense
 * boundary with the story, so it commits only with the story; a layout effect, so it is undone if the story
 * suspends again and the ring comes back.
 */
function RenderedMark({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-story-rendered', '');
    return () => document.documentElement.removeAttribute('data-story-rendered');
  }, []);
  return children;
}

export const Provider: GlobalProvider = ({ children, globalState }) => (
  <ThemeSync theme={globalState.theme}>
    <RenderedMark>
      <div className="min-h-screen bg-surface p-6 text-fg sm:p-10">{children}</div>
    </RenderedMark>
  </ThemeSync>
);
