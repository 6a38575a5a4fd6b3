import { cva, type VariantProps } from 'class-variance-authority';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { PortfolioCard, type PortfolioItem } from './portfolio-card';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';

export const portfolioGridVariants = cva('grid gap-6 md:grid-cols-2', {
  variants: {
    columns: { 2: '', 3: 'lg:grid-cols-3' },
  },
  defaultVariants: { columns: 3 },
});

export type PortfolioGridProps = VariantProps<typeof portfolioGridVariants> & {
  /** Anchor of the grid; the case-studies hero's 'Scroll Down' points at '#case-studies'. */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  items: PortfolioItem[];
  tone?: 'default' | 'muted';
  className?: string;
};

export function PortfolioGrid({ id, eyebrow, title, intro, items, columns, tone, className }: PortfolioGridProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} tone={tone} aria-labelledby={titleId} className={className}>
      <Container className="flex flex-col gap-12">
        <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} intro={intro} />
        <ul className={portfolioGridVariants({ columns })}>
          {items.map((item) => (
            <li key={item.slug}>
              <PortfolioCard item={item} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
