// A portfolio card opens the blog post when it is listed under the blog
// (the current path contains '/blog'), otherwise the case study.
export function portfolioHref(slug: string, pathname: string): string {
  return pathname.includes('/blog') ? `/blog-details/${slug}` : `/case-studies/${slug}`;
}
