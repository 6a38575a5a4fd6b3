import type { PortableTextBlock } from '@portabletext/react';
import type { ExternalHref, Href } from '@/config/page-links';
// The content model, typed once. Content modules are plain data that satisfy
// these types; sections receive them as props. Shapes follow the
// specification's section 3.

/** An image we ship under public/media, with its intrinsic size so nothing shifts. */
export interface MediaImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** A short looping clip with the poster frame shown until (and instead of) playback. */
export interface MediaVideo {
  src: string;
  poster: MediaImage;
  loop: true;
}

/** A link the visitor can follow: internal paths start with '/', others open in a new tab. */
export interface LinkTarget {
  label: string;
  href: Href;
}

export interface HeroContent {
  category?: string;
  title: string;
  description?: string;
  image?: MediaImage;
  video?: MediaVideo;
  /** Bottom call to action: a link, or (when `opensConversation`) the conversation modal. */
  action?: { label: string; href?: Href; opensConversation?: boolean };
  /** Where the scroll hint points, e.g. '#case-studies'. */
  scrollTarget?: `#${string}`;
}

export interface CallToActionContent {
  title: string;
  description: string;
  to: Href;
  textButton: string;
  image?: MediaImage;
}

export interface ServiceCard {
  title: string;
  description: string;
  link: Href;
  ctaLink: Href;
  /** Optional label for the card's link (defaults to 'Learn more'). */
  ctaLabel?: string;
  /** Optional icon name from the Icon primitive's closed list. */
  icon?: string;
}

export interface ProcessStep {
  icon: string;
  title: string;
  description: string;
}

export interface Testimonial {
  authorName: string;
  label: string;
  description: string;
  src?: string;
}

export type PartnerId = 'adobe' | 'microsoft' | 'meta' | 'anthropic' | 'aws' | 'gcp';

/** A partner, shown as its name set in our type (no logo files: we hold no licence to them). */
export interface PartnerLogo {
  id: PartnerId;
  title: string;
  description: string;
}

export interface PlatformPillar {
  title: string;
  description: string;
  icon: string;
}

export interface AiWorker {
  id: number;
  firstName: string;
  title: string;
  slug: string;
  /** A list of exactly one role. */
  category: [string];
  textButton: string;
  description: string;
  imgSrc: MediaImage;
  src: string;
  video: MediaVideo;
  detail: {
    summary: string;
    responsibilities: string[];
    tasks: string[];
    tools: string[];
    hiringSteps: { title: string; description: string }[];
    outcomes: { value: string; label: string }[];
  } & WorkerProfile;
}

/** What only this worker's page says: a week of work, access, a hand-off and the role's limits. */
export interface WorkerProfile {
  /** A typical week, one entry per working day. */
  week: { day: string; work: string }[];
  /** How the worker reaches each tool and what access it has there. */
  connections: string;
  /** One hand-off to a person: who receives it, what happened and the note the worker leaves. */
  handoff: { recipient: string; situation: string; note: string };
  /** Limits specific to the role. */
  guardrails: string[];
}

export type CaseStudyCategory = 'Web app' | 'Mobile app';

export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

export interface CaseStudy {
  id: number;
  title: string;
  brand: string;
  slug: string;
  category: [CaseStudyCategory];
  description: string;
  metaDescription: string;
  src: MediaImage;
  srcSlider: GalleryImage[];
  siteUrl?: ExternalHref;
  story: {
    challenge: string;
    approach: string[];
    outcome: string;
    figures: { value: string; label: string }[];
  } & CaseStudyStory;
  capabilities: string[];
  /** What each listed capability contributed to this project, by capability name. */
  capabilityNotes: Record<string, string>;
}

/** What only this case study's page says: the client, the constraints, how results were measured, a quote. */
export interface CaseStudyStory {
  /** Who the client is and where the work started. */
  context: string;
  /** What the solution had to respect. */
  constraints: string[];
  /** How the outcome was measured, and against what baseline. */
  measurement: string;
  quote: { text: string; author: string; role: string };
}

export type ServiceSlug = '/data-ai' | '/digital-transformation' | '/platforming-cloud' | '/technology-engineering';

export interface EnterpriseService {
  id: 1 | 2 | 3 | 4;
  title: string;
  slug: ServiceSlug;
  category: string;
  description: string;
  src: MediaImage;
  srcSlider: GalleryImage[];
  sections: { title: string; body: string; points: string[] }[];
}

/** A page the main menu links to; inside a panel, a line about it under its name. */
export interface MenuLink extends LinkTarget {
  description?: string;
}

/** A labelled list of links inside a menu panel. */
export interface MenuGroup {
  label: string;
  dropdownMenu: MenuLink[];
}

/** A top-level menu item that opens a panel: a list of links, or labelled groups of them. */
interface MenuPanel {
  label: string;
  dropdownMenu: MenuLink[] | MenuGroup[];
}

export type MenuItem = MenuLink | MenuPanel;

/** A post from the headless content service (or the bundled fallback of the same shape). */
export interface ContentPost {
  title: string;
  slug: { current: string };
  publishedAt: string;
  /** Last edit in the content service; bundled posts have none (their publication date stands). */
  updatedAt?: string;
  excerpt: string;
  /** `alt` is the editor's description of the image; empty or absent marks it decorative. */
  mainImage: { asset: { url: string }; alt?: string } | null;
  categories: { title: string }[];
  /** The named author; absent means the post speaks for the company. */
  author?: { name: string };
  /** Portable Text; present for bundled posts and single fetched posts, left out of lists. */
  body?: PostBody;
}

/** An image placed in a post's body; `asset.url` is on the content service's image CDN (or this site for bundled posts). */
export interface PostBodyImage {
  _type: 'image';
  _key?: string;
  alt?: string;
  caption?: string;
  asset: { url: string };
}

/** A code block (Sanity's code input). */
export interface PostBodyCode {
  _type: 'code';
  _key?: string;
  code: string;
  language?: string;
  filename?: string;
}

/** A post body in Portable Text: text blocks (paragraphs, headings, quotes, list items with marks and links), images and code. */
export type PostBody = (PortableTextBlock | PostBodyImage | PostBodyCode)[];

export interface ContentCategory {
  title: string;
  slug: string;
}

/** A news post from the blog API, mapped from its WordPress shape. */
export interface NewsPost {
  id: number;
  slug: string;
  date: string;
  title: string;
  subTitle: string;
  src: string;
  description: string;
  category: { id: number; name: string; slug: string } | null;
  comments: { id: number; author_name: string; content: string } | null;
  link: string;
}

/** schema.org types a page can declare. AI workers and workshops are services we provide, never a Person. */
export type SchemaType = 'website' | 'organization' | 'article' | 'software' | 'product' | 'service' | 'contact';

/** A price we actually charge; pages without one declare no offer at all. */
export interface PriceOffer {
  price: string;
  priceCurrency: string;
}

export interface PageMetadata {
  title: string;
  description: string;
  keywords?: string[];
  canonicalUrl?: string;
  /** Share image instead of the page's generated card. */
  ogImage?: string;
  /** The page's main image for structured data, when it has one (a post's picture). */
  schemaImage?: string;
  ogType?: 'website' | 'article';
  noIndex?: boolean;
  schemaType?: SchemaType;
  /** Price of a product or service page's offer, only when there is a real one. */
  offer?: PriceOffer;
  schemaOverrides?: Record<string, unknown>;
}

/** Building blocks of a page's body, rendered in order by the sections' PageBlocks component. */
export type PageBlock =
  | { kind: 'prose'; id?: string; eyebrow?: string; title: string; paragraphs: string[] }
  | {
      kind: 'split';
      id?: string;
      eyebrow?: string;
      title: string;
      paragraphs: string[];
      bullets?: string[];
      image: MediaImage;
      imageSide?: 'left' | 'right';
      action?: LinkTarget;
    }
  | {
      kind: 'features';
      id?: string;
      eyebrow?: string;
      title: string;
      intro?: string;
      items: { icon: string; title: string; description: string; href?: Href }[];
    }
  | { kind: 'stats'; id?: string; title: string; items: { value: string; label: string }[] }
  | { kind: 'steps'; id?: string; title: string; intro?: string; steps: ProcessStep[] }
  | { kind: 'faq'; id?: string; title: string; items: { question: string; answer: string }[] }
  | { kind: 'cta'; id?: string; content: CallToActionContent }
  | {
      kind: 'conversation';
      id?: string;
      title: string;
      description: string;
      /** Optional link beside the conversation button, e.g. to the contact page. */
      action?: LinkTarget;
    };

/** Copy for one page: its hero and the blocks below it (a static page's entry holds it, src/content/page-entry.ts). */
export interface PageContent {
  hero: HeroContent;
  blocks: PageBlock[];
}
