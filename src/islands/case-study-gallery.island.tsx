// The case study's gallery as an island: the thumbnails and the lightbox they open, one root. Its props are the
// section's copy and the pictures (address, size, description, caption), never the case studies module. The
// lightbox (Radix Dialog) is a chunk of its own, fetched when a thumbnail is hovered, focused or pressed.
import { CaseStudyGallery, type CaseStudyGalleryProps } from '@/components/sections/case-study-gallery';
import type { GalleryImage } from '@/content/types';
import { arrayOf, isNumber, isString, oneOf, optional, parsed, shape } from './props';

const isPicture = shape<GalleryImage>({
  src: isString,
  alt: isString,
  caption: isString,
  width: isNumber,
  height: isNumber,
});

const isProps = shape<CaseStudyGalleryProps>({
  id: optional(isString),
  rowHeight: optional(oneOf(['md', 'lg'])),
  eyebrow: optional(isString),
  title: isString,
  images: arrayOf(isPicture),
  surface: optional(oneOf(['default', 'muted'])),
  stylesheet: optional(oneOf(['inline', 'file'])),
  className: optional(isString),
});

export const parseProps = (raw: unknown) =>
  parsed(raw, isProps, 'case study gallery', "a section's copy and its pictures");

export default function CaseStudyGalleryIsland(props: CaseStudyGalleryProps) {
  return <CaseStudyGallery {...props} />;
}
