// Type tests for links, checked by `tsc -b` (npm run typecheck, test:static): a link to a page the router does
// not have fails the type check. Each `@ts-expect-error` line fails the check in turn if that link is accepted.
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button-link';
import { SmartLink } from '@/components/ui/smart-link';
import type { LinkTarget } from '@/content/types';
import { caseStudyPath, postPath, workerPath, type Href, type PagePath } from '@/config/page-links';

/** Every kind of address a link takes: the site's pages (with or without a slug) and explicit outside ones. */
export const accepted: Href[] = [
  '/',
  '/about',
  '/solutions',
  '/solutions/enterprise/data-ai',
  '/philosophy/the-future-we’re-quietly-building',
  '/blog-details/agentic-orchestration-explained',
  '/case-studies/repairline',
  '/digital-workforce/ava-chief-of-staff',
  'https://communax.app',
  'mailto:hello@infinyte.ai',
  'tel:+15550100',
  '#business-inquiries',
];

/** The slug pages' addresses are pages of the site. */
export const slugPages: PagePath[] = [postPath('a-post'), caseStudyPath('a-study'), workerPath('a-worker')];

// @ts-expect-error: no page at /abuot
export const misspelt: Href = '/abuot';

// @ts-expect-error: a removed page (the old address of an enterprise service)
export const moved: Href = '/enterprise/data-ai';

// @ts-expect-error: the router's form with the trailing slash is not how a link names a page
export const slashed: Href = '/about/';

// @ts-expect-error: a slug under a route that has none
export const wrongPrefix: Href = '/blog/agentic-orchestration-explained';

// @ts-expect-error: an address of unknown kind is no link
export const untyped: Href = 'www.example.com';

// @ts-expect-error: a string read at run time is not checked, so it is not a link
export const unchecked: Href = String('/about');

export const content: LinkTarget[] = [
  { label: 'Why Infinyte', href: '/philosophy/why-infinyte' },
  // @ts-expect-error: content that links to a page that does not exist
  { label: 'Nowhere', href: '/philosophy/why-not' },
];

export const links = (
  <>
    <SmartLink href="/contact">Contact</SmartLink>
    <ArrowLink href="/case-studies">Case studies</ArrowLink>
    <ButtonLink href="https://communax.app">Communax</ButtonLink>
    {/* @ts-expect-error: SmartLink to a page that does not exist */}
    <SmartLink href="/contacts">Contact</SmartLink>
    {/* @ts-expect-error: ArrowLink to a page that does not exist */}
    <ArrowLink href="/case-study">Case studies</ArrowLink>
    {/* @ts-expect-error: ButtonLink to a page that does not exist */}
    <ButtonLink href="/get-started/book-a-call">Book</ButtonLink>
  </>
);
