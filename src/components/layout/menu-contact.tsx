// The menu's 'Contact Us' block.
import { menuContact } from '@/content/navigation';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { Text } from '@/components/ui/text';
import { cn } from '@/lib/cn';

export function MenuContact({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <div className={cn('flex flex-col gap-2 rounded-lg bg-accent-subtle p-5 text-fg', className)}>
      <p className="text-sm font-semibold tracking-wide uppercase">{menuContact.title}</p>
      <Text size="sm" tone="muted">
        {menuContact.description}
      </Text>
      <SmartLink
        href={menuContact.link.href}
        onClick={onNavigate}
        data-navigation-click="Main menu"
        className="inline-flex items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline"
      >
        {menuContact.link.label}
        <Icon name="arrow-right" size="sm" />
      </SmartLink>
    </div>
  );
}
