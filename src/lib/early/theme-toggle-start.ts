// The theme toggle before the app's code is there: a press switches the theme the way the app's
// toggle does (src/components/layout/theme-toggle.tsx), so it never waits for hydration. Once the
// toggle's region is awake (./press-contract.ts) this steps aside and the app's handler answers:
// a press is applied by one of them, never both.
import { asleepRegion } from './press-contract';
import { applyTheme, currentTheme, storeTheme, type Theme } from './theme-start';

export const THEME_TOGGLE = '[data-slot="theme-toggle"]';

export function startThemeToggle() {
  document.addEventListener(
    'click',
    (event) => {
      const toggle = event.target instanceof Element ? event.target.closest(THEME_TOGGLE) : null;
      if (!toggle || !asleepRegion(toggle)) return;
      // Registered before the press contract, so the press is not also recorded for a replay.
      event.stopImmediatePropagation();
      const theme: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
      storeTheme(theme);
      applyTheme(theme);
      toggle.setAttribute('aria-pressed', String(theme === 'dark'));
    },
    true,
  );
}
