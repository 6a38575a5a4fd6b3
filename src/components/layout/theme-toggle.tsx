import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { setTheme, useTheme } from '@/lib/theme';

export type ThemeToggleProps = { className?: string };

/** A toggle button: its name stays "Dark theme" and aria-pressed tells whether it is on. */
export function ThemeToggle({ className }: ThemeToggleProps) {
  const dark = useTheme() === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Dark theme"
      aria-pressed={dark}
      data-slot="theme-toggle"
      className={cn('text-fg', className)}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <Icon name={dark ? 'moon' : 'sun'} size="md" />
    </Button>
  );
}
