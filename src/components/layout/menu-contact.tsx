// The menu's 'Contact Us' block.
import { menuContact } from '@/content/navigation';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Text } from '@/components/ui/text';
import { cn } from '@/lib/cn';

export function MenuContact({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <div className={cn('flex flex-col gap-2 rounded-lg bg-accent-subtle p-5 text-fg', className)}>
      <p className="text-sm font-semibold tracking-wide uppercase">{menuContact.title}</p>
      <Text size="sm" emphasis="muted">
        {menuContact.description}
      </Text>
      <ArrowLink href={menuContact.link.href} onClick={onNavigate} data-navigation-click="Main menu">
        {menuContact.link.label}
      </ArrowLink>
    </div>
  );
}
