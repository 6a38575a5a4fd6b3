import { useLayoutEffect, type ReactNode } from 'react';
import type { GlobalProvider } from '@ladle/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { systemTheme } from '../src/lib/early/theme-start';
import { setTheme, type Theme } from '../src/lib/theme';
import '../src/styles/global.css';
import '../src/styles/fonts.css';

// Stories render router Links (SmartLink, Button asChild). They only need a
// router in context, not a route tree that renders pages, so one memory router
// serves every story and the story itself renders synchronously.
const router = createRouter({
  routeTree: createRootRoute(),
  history: createMemoryHistory({ initialEntries: ['/'] }),
});

function resolveTheme(theme: string): Theme {
  if (theme === 'dark' || theme === 'light') return theme;
  return systemTheme();
}

function ThemeSync({ theme, children }: { theme: string; children: ReactNode }) {
  // Layout effect: the class is on html and body before the first paint, as on the site.
  useLayoutEffect(() => setTheme(resolveTheme(theme)), [theme]);
  return children;
}

export const Provider: GlobalProvider = ({ children, globalState }) => (
  <ThemeSync theme={globalState.theme}>
    <RouterContextProvider router={router}>
      <div className="min-h-screen bg-surface p-6 text-fg sm:p-10">{children}</div>
    </RouterContextProvider>
  </ThemeSync>
);
