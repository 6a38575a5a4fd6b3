import { cn } from '@/lib/cn';
import { NamedIcon, isIconName } from '@/components/ui/named-icon';

/** Content names icons as plain strings; an unknown name simply shows no icon. */
export function SectionIcon({ name, className }: { name: string; className?: string }) {
  if (!isIconName(name)) return null;
  return (
    <span
      className={cn(
        'inline-flex size-12 items-center justify-center rounded-lg bg-accent-subtle text-accent',
        className,
      )}
    >
      <NamedIcon name={name} size="md" />
    </span>
  );
}
