import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { SectionIcon } from './section-icon';
import { SectionScaffold, titledSection, type TitledSectionProps } from './section-scaffold';

export interface NumberedColumn {
  icon: string;
  title: string;
  description: string;
}

// `default`: ruled columns labelled "Pillar 1"; `steps`: an accent rule over a large step number ("01").
const list = cva('grid md:grid-cols-3', {
  variants: { variant: axis('variant', { default: 'gap-6', steps: 'gap-8' }) },
});
const item = cva('flex flex-col gap-4', {
  variants: {
    variant: axis('variant', { default: 'border-t border-border-strong pt-8', steps: 'border-t-2 border-accent pt-6' }),
  },
});
const header = cva('flex items-center', {
  variants: { variant: axis('variant', { default: 'justify-between', steps: 'gap-4' }) },
});
const number = cva('font-display text-fg-muted', {
  variants: {
    variant: axis('variant', { default: 'text-sm font-semibold tracking-wide', steps: 'text-3xl font-bold' }),
  },
});

type Variant = NonNullable<VariantProps<typeof list>['variant']>;

const numberLabel: Record<Variant, (position: number) => string> = {
  default: (position) => `Pillar ${position}`,
  steps: (position) => String(position).padStart(2, '0'),
};

export type NumberedColumnsProps = TitledSectionProps & {
  items: NumberedColumn[];
  variant: Variant;
};

/** A titled band of three numbered columns, each an icon, a title and a line of text. */
export function NumberedColumns({ items, variant, ...props }: NumberedColumnsProps) {
  return (
    <SectionScaffold {...titledSection(props)} gap="lg">
      <ol className={list({ variant })}>
        {items.map((column, index) => (
          <li key={column.title} className={item({ variant })}>
            <div className={header({ variant })}>
              <SectionIcon name={column.icon} />
              <span aria-hidden="true" className={number({ variant })}>
                {numberLabel[variant](index + 1)}
              </span>
            </div>
            <Heading level={3} size="sm">
              {column.title}
            </Heading>
            <Text emphasis="muted">{column.description}</Text>
          </li>
        ))}
      </ol>
    </SectionScaffold>
  );
}
