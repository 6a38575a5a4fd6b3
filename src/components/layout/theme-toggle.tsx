import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { setTheme, useTheme } from '@/lib/theme';

/** A toggle button: its name stays "Dark theme" and aria-pressed tells whether it is on. */
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
      <Icon name={dark ? 'moon' : 'sun'} size="md" />
    </Button>
  );
}
