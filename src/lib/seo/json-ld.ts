// Structured data (schema.org JSON-LD) for each schema type a page can declare.
import type { PriceOffer, SchemaType } from '@/content/types';

export interface JsonLdInput {
  schemaType: SchemaType;
  title: string;
  heading: string;
  description: string;
  url: string;
  image: string;
  keywords?: string[];
  /** A real price; without one, products and services carry no offer. */
  offer?: PriceOffer;
  overrides?: Record<string, unknown>;
}

export interface Organisation {
  name: string;
  url: string;
  logo: string;
  sameAs: string[];
}

type JsonLd = Record<string, unknown>;

const offerLd = (offer: PriceOffer | undefined, url: string): JsonLd =>
  offer
    ? {
        offers: {
          '@type': 'Offer',
          price: offer.price,
          priceCurrency: offer.priceCurrency,
          availability: 'https://schema.org/InStock',
          url,
        },
      }
    : {};

export function organisationLd(org: Organisation): JsonLd {
  return {
    '@type': 'Organization',
    name: org.name,
    url: org.url,
    logo: { '@type': 'ImageObject', url: org.logo },
    sameAs: org.sameAs,
  };
}

function bodyFor(input: JsonLdInput, org: Organisation): JsonLd {
  const publisher = organisationLd(org);
  switch (input.schemaType) {
    case 'organization':
      return { ...publisher, description: input.description };
    case 'article':
      return {
        '@type': 'Article',
        headline: input.heading,
        description: input.description,
        image: input.image,
        mainEntityOfPage: input.url,
        author: publisher,
        publisher,
      };
    case 'software':
      return {
        '@type': 'SoftwareApplication',
        name: input.heading,
        description: input.description,
        url: input.url,
        image: input.image,
        operatingSystem: 'iOS, Android, Web',
        applicationCategory: 'BusinessApplication',
        publisher,
      };
    case 'product':
      return {
        '@type': 'Product',
        name: input.heading,
        description: input.description,
        image: input.image,
        brand: { '@type': 'Brand', name: org.name },
        ...offerLd(input.offer, input.url),
      };
    case 'service':
      return {
        '@type': 'Service',
        name: input.heading,
        description: input.description,
        image: input.image,
        url: input.url,
        provider: publisher,
        areaServed: 'Worldwide',
        ...offerLd(input.offer, input.url),
      };
    case 'contact':
      return {
        '@type': 'ContactPage',
        name: input.title,
        description: input.description,
        url: input.url,
        about: publisher,
      };
    case 'website':
      return {
        '@type': 'WebSite',
        name: org.name,
        headline: input.title,
        description: input.description,
        url: input.url,
        publisher,
      };
  }
}

export function buildJsonLd(input: JsonLdInput, org: Organisation): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...bodyFor(input, org),
    inLanguage: 'en',
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
    ...input.overrides,
  };
}
