// Route metadata: its shape, the not-found page's, and the rows of the page
// templates (worker, case study, post) built from their content. The static
// pages' rows are in their entries (./page-entry.ts), which only their routes import.
import type { PageMetadata } from './types';

export interface RouteMeta extends PageMetadata {
  /** The page's visible h1. */
  heading: string;
  /** Eyebrow shown above the h1. */
  category: string;
}

export const notFoundMeta: RouteMeta = {
  title: 'Page Not Found | Infinyte',
  heading: 'We Could Not Find That Page',
  category: 'Error 404',
  description:
    'The page you were looking for has moved or never existed. Start again from the home page or get in touch.',
  noIndex: true,
};

/**
 * The post shell's while its post loads (a post published after the build, src/lib/content-service/post-shell.ts):
 * the title a listener hears first, replaced by the post's own or the not-found page's. Never indexed.
 */
export const postLoadingMeta = {
  title: 'Loading the Post | Infinyte Blog',
  description: 'A post from the Infinyte blog, loading.',
};

export function workerMeta(worker: { firstName: string; role: string }): RouteMeta {
  return {
    title: `${worker.firstName}, ${worker.role} | Digital Workforce | Infinyte`,
    heading: `${worker.firstName}, ${worker.role}`,
    category: 'Digital Workforce',
    description: `Hire ${worker.firstName}, Infinyte’s AI ${worker.role}: what ${worker.firstName} does, the tools ${worker.firstName} works with and how to get started.`,
    keywords: ['digital workforce', `AI ${worker.role}`, worker.firstName],
    // An AI worker is a service we provide, not a person.
    schemaType: 'service',
    schemaOverrides: { serviceType: `AI ${worker.role}` },
  };
}

export function caseStudyMeta(study: {
  brand: string;
  title: string;
  category: string[];
  metaDescription: string;
}): RouteMeta {
  const category = study.category[0] ?? 'Case study';
  return {
    title: `${study.brand}: ${study.title} | Infinyte Case Study`,
    heading: `${study.brand}: ${study.title}`,
    category,
    description: study.metaDescription,
    keywords: ['case study', study.brand, category],
    schemaType: 'software',
  };
}

/** What a post's metadata reads: the fields every post source (bundle or content service) provides. */
export interface PostFacts {
  title: string;
  excerpt?: string;
  publishedAt: string;
  updatedAt?: string;
  mainImage: { asset: { url: string }; alt?: string } | null;
  author?: { name: string };
}

export function postMeta(post: PostFacts): RouteMeta {
  const image = post.mainImage?.asset.url;
  return {
    title: `${post.title} | Infinyte Blog`,
    heading: post.title,
    category: 'Blog',
    description:
      post.excerpt || `${post.title}: an article from the Infinyte team on AI, automation and the future of work.`,
    keywords: ['Infinyte blog', 'AI insights'],
    schemaType: 'article',
    ogType: 'article',
    ...(image ? { schemaImage: image } : {}),
    schemaOverrides: {
      datePublished: post.publishedAt,
      dateModified: post.updatedAt ?? post.publishedAt,
      ...(post.author ? { author: { '@type': 'Person', name: post.author.name } } : {}),
    },
  };
}
