import type { Story } from '@ladle/react';
import { ThemeToggle } from '@/components/layout/theme-toggle';

export default { title: 'Layout/ThemeToggle' };

export const Default: Story = () => (
  <div className="flex items-center gap-3">
    <ThemeToggle />
    <span className="text-sm text-fg-muted">Pressed when the dark theme is on.</span>
  </div>
);
