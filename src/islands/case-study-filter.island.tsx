// The case studies' grid and its category filter as an island: the section and its cards, hydrated as one root.
// Its props are the cards' data (title, summary, link, picture, category, clip), made by the page from the
// studies, never the case-studies module. A card's clip is the card's own here, hydrated with the grid.
import {
  CaseStudyFilter,
  caseStudyCategories,
  type CaseStudyFilterProps,
} from '@/components/sections/case-study-filter';
import type { PortfolioItem } from '@/components/sections/portfolio-card';
import type { PagePath } from '@/config/page-links';
import { arrayOf, isImage, isString, isVideo, oneOf, optional, parsed, shape, type Check } from './props';

export type CaseStudyFilterIslandProps = CaseStudyFilterProps;

/** A page of the site, as a card links it ('/case-studies/commons'). */
const isPagePath: Check<PagePath> = (value): value is PagePath => isString(value) && value.startsWith('/');

const isCard = shape<PortfolioItem>({
  href: isPagePath,
  title: isString,
  category: arrayOf(oneOf(caseStudyCategories)),
  description: optional(isString),
  image: isImage,
  video: optional(isVideo),
});

const isProps = shape<CaseStudyFilterIslandProps>({
  cards: arrayOf(isCard),
  title: isString,
  intro: optional(isString),
});

export const parseProps = (raw: unknown) => parsed(raw, isProps, 'case-study filter', "a section's copy and its cards");

export default function CaseStudyFilterIsland(props: CaseStudyFilterIslandProps) {
  return <CaseStudyFilter {...props} />;
}
