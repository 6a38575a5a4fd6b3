import { Button } from '@/components/ui/button';
import { MoonIcon, SunIcon } from '@/components/ui/icons';
import { setTheme, useTheme } from '@/lib/theme';

/**
 * A toggle button: its name stays "Dark theme" and aria-pressed tells whether it is on. Its icon follows
 * the theme's class, not React state, so the prerendered button shows the theme the start script applied before
 * the first paint, and hydration finds the markup it rendered.
 */
export function ThemeToggle() {
  const dark = useTheme() === 'dark';
  return (
    <Button
      variant="bare"
      size="icon"
      aria-label="Dark theme"
      aria-pressed={dark}
      data-slot="theme-toggle"
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <span className="contents dark:hidden">
        <SunIcon size="md" />
      </span>
      <span className="hidden dark:contents">
        <MoonIcon size="md" />
      </span>
    </Button>
  );
}
