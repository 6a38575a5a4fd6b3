// The case-study grid with its category filter: toggle buttons that say
// which one is pressed, and a polite status that reads out how many remain.
import { useState } from 'react';
import type { CaseStudy, CaseStudyCategory } from '@/content/types';
import { Button } from '@/components/ui/button';
import { PortfolioCard, toPortfolioItem } from '@/components/sections/portfolio-card';
import { SectionScaffold } from '@/components/sections/section-scaffold';

type Filter = 'All' | CaseStudyCategory;

const filters: Filter[] = ['All', 'Web app', 'Mobile app'];

export type CaseStudyFilterProps = {
  studies: CaseStudy[];
  title: string;
  intro?: string;
};

export function CaseStudyFilter({ studies, title, intro }: CaseStudyFilterProps) {
  const [filter, setFilter] = useState<Filter>('All');
  const shown = filter === 'All' ? studies : studies.filter((study) => study.category.includes(filter));
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
        {shown.map((study) => (
          <li key={study.slug}>
            <PortfolioCard item={toPortfolioItem(study)} />
          </li>
        ))}
      </ul>
    </SectionScaffold>
  );
}
