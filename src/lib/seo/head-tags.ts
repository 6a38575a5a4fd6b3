// Turns one row of the metadata table into the tags TanStack Router's
// `head()` returns: title, description, canonical, Open Graph (with
// `property=`), Twitter card, robots and JSON-LD.
import type { PageMetadata } from '@/content/types';
import { absoluteUrl } from './url';
import { buildJsonLd, type Organisation } from './json-ld';
import { OG_IMAGE_SIZE, ogImageAlt, ogImagePath } from './og-image';

export interface HeadInput extends PageMetadata {
  heading: string;
}

export interface SiteIdentity {
  name: string;
  origin: string;
  sameAs: string[];
}

export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

export interface HeadTags {
  meta: MetaTag[];
  links: { rel: string; href: string }[];
  scripts: { type: 'application/ld+json'; children: string }[];
}

/** JSON for an inline data block: '<' is escaped so no value can close the script element. */
export const serializeJsonLd = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c');

export function robotsContent(noIndex: boolean | undefined): string {
  return noIndex ? 'noindex, nofollow' : 'index, follow';
}

export function buildHeadTags(page: HeadInput, path: string, identity: SiteIdentity): HeadTags {
  const canonical = page.canonicalUrl ?? absoluteUrl(identity.origin, path);
  // The page's own share card (title on brand artwork) unless the page names another image.
  const image = absoluteUrl(identity.origin, page.ogImage ?? ogImagePath(path));
  const imageAlt = ogImageAlt(page.heading, identity.name);
  const org: Organisation = {
    name: identity.name,
    url: absoluteUrl(identity.origin, '/'),
    logo: absoluteUrl(identity.origin, '/media/brand/logo-light.svg'),
    sameAs: identity.sameAs,
  };
  const jsonLd = buildJsonLd(
    {
      schemaType: page.schemaType ?? 'website',
      title: page.title,
      heading: page.heading,
      description: page.description,
      url: canonical,
      image: page.schemaImage ? absoluteUrl(identity.origin, page.schemaImage) : image,
      keywords: page.keywords,
      offer: page.offer,
      overrides: page.schemaOverrides,
    },
    org,
  );

  const meta: MetaTag[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    ...(page.keywords?.length ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
    { name: 'robots', content: robotsContent(page.noIndex) },
    { property: 'og:type', content: page.ogType ?? 'website' },
    { property: 'og:site_name', content: identity.name },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    ...(page.ogImage
      ? []
      : [
          { property: 'og:image:width', content: String(OG_IMAGE_SIZE.width) },
          { property: 'og:image:height', content: String(OG_IMAGE_SIZE.height) },
        ]),
    { property: 'og:image:alt', content: imageAlt },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
  ];
  return {
    meta,
    links: [{ rel: 'canonical', href: canonical }],
    scripts: [{ type: 'application/ld+json', children: serializeJsonLd(jsonLd) }],
  };
}
