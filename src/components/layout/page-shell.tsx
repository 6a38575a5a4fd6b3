// The not-found page's opening band: hero artwork under a scrim, eyebrow, h1
// and intro, with the page's sections below it.
import type { ReactNode } from 'react';
import type { RouteMeta } from '@/content/route-meta';
import type { HeroKey } from '@/content/media';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { CategoryLabel } from '@/components/ui/category-label';
import { Media } from '@/components/ui/media';
import { heroImage } from '@/content/media';
import { HERO_SIZES } from '@/lib/media/hero-sizes';

export interface PageShellProps {
  meta: RouteMeta;
  /** Key of the hero artwork under /media/heroes/. */
  heroKey: HeroKey;
  children?: ReactNode;
}

export function PageShell({ meta, heroKey, children }: PageShellProps) {
  return (
    <>
      <section
        aria-labelledby="page-title"
        data-surface="media"
        className="relative isolate flex min-h-[28rem] items-end overflow-hidden pt-32 pb-16 md:min-h-[34rem]"
      >
        <Media
          {...heroImage(heroKey)}
          sizes={HERO_SIZES.sm}
          priority
          className="absolute inset-0 -z-20 size-full object-cover"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-media-scrim" />
        <Container className="flex flex-col gap-4">
          <CategoryLabel>{meta.category}</CategoryLabel>
          <Heading level={1} id="page-title" tabIndex={-1} className="max-w-4xl">
            {meta.heading}
          </Heading>
          <Text size="lg" className="max-w-prose">
            {meta.description}
          </Text>
        </Container>
      </section>
      {children}
    </>
  );
}
