import { cva, type VariantProps } from 'class-variance-authority';
import type { Surface } from '@/components/vocabulary';
import { SectionScaffold } from './section-scaffold';

export const statsBandVariants = cva('grid gap-8 sm:grid-cols-2', {
  variants: {
    columns: { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' },
  },
  defaultVariants: { columns: 4 },
});

export type StatsBandProps = VariantProps<typeof statsBandVariants> & {
  id?: string;
  title: string;
  items: { value: string; label: string }[];
  surface?: Extract<Surface, 'inverse' | 'muted' | 'default'>;
  className?: string;
};

/** Headline figures ('25 years', '48 hours') as a description list: the label is the term, the figure its value. */
export function StatsBand({ id, title, items, columns, surface = 'inverse', className }: StatsBandProps) {
  return (
    <SectionScaffold id={id} surface={surface} spacing="sm" title={title} titleSize="sm" className={className}>
      <dl className={statsBandVariants({ columns })}>
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse gap-2 border-l-2 border-accent pl-5">
            <dt className="text-fg-muted">{item.label}</dt>
            <dd className="font-display text-5xl font-bold tracking-tight">{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionScaffold>
  );
}
