// The lightbox, its Radix Dialog code with it, is one chunk, fetched on first intent (hover or focus of a
// thumbnail, or the press that opens it), never with the page.
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

export const loadCaseStudyLightbox = () => importUnlessLeaving(() => import('./case-study-lightbox'));
