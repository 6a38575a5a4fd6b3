import { contactBanner } from '@/content/cta';
import type { CallToActionContent } from '@/content/types';
import { HERO_SIZES } from '@/lib/media/hero-sizes';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Media } from '@/components/ui/media';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';
import type { Surface } from '@/components/vocabulary';
import { useSectionTitleId } from './section-id';

/** The shared contact banner's copy, so a banner without props says the same as the others. */
export const DEFAULT_CALL_TO_ACTION: CallToActionContent = contactBanner;

export type CtaBannerProps = {
  content?: Partial<CallToActionContent>;
  /** The band's surface scope; a banner with a picture is always on the `media` surface. */
  surface?: Extract<Surface, 'accent' | 'inverse' | 'muted'>;
  id?: string;
  className?: string;
};

/** Closing call to action; with no content it is the site's 'How can we help you?' banner to /contact. */
export function CtaBanner({ content, surface = 'inverse', id, className }: CtaBannerProps) {
  const { title, description, to, textButton, image } = { ...DEFAULT_CALL_TO_ACTION, ...content };
  const titleId = useSectionTitleId(id ?? 'cta');
  const onMedia = Boolean(image);
  return (
    <Section id={id} surface={onMedia ? 'media' : surface} className={className}>
      {image && (
        <div aria-hidden="true" className="absolute inset-0 -z-10">
          <Media
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            // A band as tall as its copy, covered like a compact hero.
            sizes={HERO_SIZES.compact}
            className="size-full object-cover"
          />
          <div className="absolute inset-0 bg-media-scrim" />
        </div>
      )}
      <Container>
        <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-prose flex-col gap-3">
            <Heading level={2} id={titleId}>
              {title}
            </Heading>
            <Text size="lg" emphasis={surface === 'muted' ? 'muted' : 'default'}>
              {description}
            </Text>
          </div>
          <ButtonLink
            href={to}
            data-navigation-click="Call to action"
            // Over a picture the button carries its own scrim; elsewhere it takes the band's action colour.
            variant={onMedia ? 'media' : 'default'}
            size="lg"
            direction="forward"
          >
            {textButton}
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
