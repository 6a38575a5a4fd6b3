import { cva, type VariantProps } from 'class-variance-authority';
import { axis, type Surface } from '@/components/vocabulary';
import { Stat } from '@/components/ui/stat';
import { SectionScaffold } from './section-scaffold';

export const statsBandVariants = cva('grid gap-8 sm:grid-cols-2', {
  variants: {
    columns: axis('columns', { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' }),
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
          <Stat key={item.label} value={item.value} label={item.label} />
        ))}
      </dl>
    </SectionScaffold>
  );
}
