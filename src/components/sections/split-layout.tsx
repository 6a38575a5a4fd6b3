import { cva, type VariantProps } from 'class-variance-authority';
import type { PageBlock } from '@/content/types';
import { columns, responsiveSizes } from '@/lib/media/sizes';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { CheckIcon } from '@/components/ui/icons';
import { Media } from '@/components/ui/media';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import { SectionIntro } from './section-intro';
import { useSectionTitleId } from './section-id';
import { axis, type PageSurface } from '@/components/vocabulary';

/** The picture's box; copy always comes first in reading order, so only the picture moves. */
export const splitPictureVariants = cva('overflow-hidden rounded-xl shadow-md', {
  variants: {
    imageSide: axis('imageSide', { left: 'lg:order-first', right: '' }),
  },
  defaultVariants: { imageSide: 'right' },
});

/** A page's split block (its content shape, content/types.ts), placed on a surface. */
type SplitBlock = Omit<Extract<PageBlock, { kind: 'split' }>, 'kind' | 'imageSide'>;

export type SplitLayoutProps = VariantProps<typeof splitPictureVariants> &
  SplitBlock & {
    surface?: PageSurface;
    className?: string;
  };

/** Half the container less the 4rem gap from lg, the whole container below. */
const SPLIT_SIZES = responsiveSizes({ lg: columns(2, '4rem') }, columns(1));

/** Copy beside a picture, the picture on either side from 992 px, stacked below. */
export function SplitLayout({
  id,
  eyebrow,
  title,
  paragraphs,
  bullets,
  image,
  imageSide,
  action,
  surface,
  className,
}: SplitLayoutProps) {
  const titleId = useSectionTitleId(id);
  return (
    <Section id={id} surface={surface} className={className}>
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="flex flex-col gap-5">
            <SectionIntro eyebrow={eyebrow} title={title} titleId={titleId} />
            {paragraphs.map((paragraph) => (
              <Text key={paragraph} emphasis="muted">
                {paragraph}
              </Text>
            ))}
            {bullets && bullets.length > 0 && (
              <ul className="flex flex-col gap-3">
                {bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-3">
                    <CheckIcon size="sm" className="mt-1 text-accent" />
                    <span>{bullet}</span>
                  </li>
                ))}
              </ul>
            )}
            {action && (
              <ButtonLink href={action.href} variant="outline" className="self-start" direction="forward">
                {action.label}
              </ButtonLink>
            )}
          </div>
          {/* A plain box, not a <figure>: the picture has no caption to name a figure by. */}
          <div className={splitPictureVariants({ imageSide })}>
            <Media {...image} sizes={SPLIT_SIZES} className="h-auto w-full object-cover" />
          </div>
        </div>
      </Container>
    </Section>
  );
}
