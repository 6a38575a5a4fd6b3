// A titled list of short items: what a worker takes over, the tools it
// connects to, the steps of a case study, the points of a service.
import { cva, type VariantProps } from 'class-variance-authority';
import { axis, type PageSurface } from '@/components/vocabulary';
import { Badge } from '@/components/ui/badge';
import { CheckIcon } from '@/components/ui/icons';
import { Text } from '@/components/ui/text';
import { SectionScaffold } from '@/components/sections/section-scaffold';

export const listSectionVariants = cva('', {
  variants: {
    // 'default' ticks each item; 'steps' numbers them in order; 'tags' sets them as badges.
    variant: axis('variant', {
      default: 'grid gap-4 md:grid-cols-2',
      steps: 'flex max-w-3xl flex-col gap-4',
      tags: 'flex flex-wrap gap-3',
    }),
  },
  defaultVariants: { variant: 'default' },
});

export type ListSectionProps = VariantProps<typeof listSectionVariants> & {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  paragraphs?: string[];
  items: string[];
  surface?: PageSurface;
};

export function ListSection({ id, eyebrow, title, intro, paragraphs, items, variant, surface }: ListSectionProps) {
  const ListTag = variant === 'steps' ? 'ol' : 'ul';
  return (
    <SectionScaffold id={id} surface={surface} eyebrow={eyebrow} title={title} intro={intro} gap="sm">
      {paragraphs?.map((paragraph) => (
        <Text key={paragraph} emphasis="muted" className="max-w-prose">
          {paragraph}
        </Text>
      ))}
      <ListTag className={listSectionVariants({ variant })}>
        {items.map((item, index) => (
          <li key={item} className="flex gap-3">
            {variant === 'tags' ? (
              <Badge variant="outline">{item}</Badge>
            ) : variant === 'steps' ? (
              <>
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-subtle font-display text-sm font-semibold"
                >
                  {index + 1}
                </span>
                <span className="pt-1">{item}</span>
              </>
            ) : (
              <>
                <CheckIcon size="sm" className="mt-1 shrink-0 text-accent" />
                <span>{item}</span>
              </>
            )}
          </li>
        ))}
      </ListTag>
    </SectionScaffold>
  );
}
