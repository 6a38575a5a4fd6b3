import { caseStudyPath, postPath, type PagePath } from '@/config/page-links';

// A portfolio card opens the blog post when it is listed under the blog
// (the current path contains '/blog'), otherwise the case study.
export function portfolioHref(slug: string, pathname: string): PagePath {
  return pathname.includes('/blog') ? postPath(slug) : caseStudyPath(slug);
}
