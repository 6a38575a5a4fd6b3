// The case-study grid with its category filter: toggle buttons that say
// which one is pressed, and a polite status that reads out how many remain.
// It takes the studies' cards, not the studies: on the islands pages they are its props.
import { useState } from 'react';
import type { CaseStudyCategory } from '@/content/types';
import { Button } from '@/components/ui/button';
import { PortfolioCard, type PortfolioItem } from '@/components/sections/portfolio-card';
import { SectionScaffold } from '@/components/sections/section-scaffold';

type Filter = 'All' | CaseStudyCategory;

export const caseStudyCategories: readonly CaseStudyCategory[] = ['Web app', 'Mobile app'];

const filters: Filter[] = ['All', ...caseStudyCategories];

export type CaseStudyFilterProps = {
  /** Each study's card (see toPortfolioItem), in the order listed. */
  cards: PortfolioItem[];
  title: string;
  intro?: string;
};

export function CaseStudyFilter({ cards, title, intro }: CaseStudyFilterProps) {
  const [filter, setFilter] = useState<Filter>('All');
  const shown = filter === 'All' ? cards : cards.filter((card) => card.category.includes(filter));
  return (
    <SectionScaffold id="case-studies" eyebrow="Portfolio" title={title} intro={intro}>
      <div role="group" aria-label="Filter case studies by category" className="flex flex-wrap gap-3">
        {filters.map((option) => (
          <Button
            key={option}
            variant={filter === option ? 'default' : 'outline'}
            size="sm"
            aria-pressed={filter === option}
            onClick={() => setFilter(option)}
          >
            {option}
          </Button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="text-sm text-fg-muted">
        {`Showing ${shown.length} case ${shown.length === 1 ? 'study' : 'studies'}`}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((card) => (
          <li key={card.href}>
            <PortfolioCard item={card} />
          </li>
        ))}
      </ul>
    </SectionScaffold>
  );
}
