import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type StatProps = ComponentProps<'div'> & {
  /** The figure ('25', '48 hrs'). */
  value: string;
  /** What it counts, read first by a screen reader as the term ('years of delivery experience'). */
  label: string;
};

/**
 * One headline figure inside a `<dl>`: the label is the term and the figure its value, so a screen
 * reader says what a number means before the number; the figure is drawn above its label.
 */
export function Stat({ value, label, className, ...props }: StatProps) {
  return (
    <div
      data-slot="stat"
      className={cn('flex flex-col-reverse gap-2 border-l-2 border-accent pl-5', className)}
      {...props}
    >
      <dt className="text-fg-muted">{label}</dt>
      {/* Four columns from lg leave a long word ('business') wider than its column until xl: a size smaller there. */}
      <dd className="font-display text-5xl font-bold tracking-tight lg:text-4xl xl:text-5xl">{value}</dd>
    </div>
  );
}
