// Shown for unknown paths and unknown slugs (the static server answers 404).
import { notFoundMeta } from '@/content/route-meta';
import { heroImage } from '@/content/media';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Hero } from '@/components/sections/hero';

export function NotFoundPage() {
  return (
    <>
      <Hero
        variant="compact"
        category={notFoundMeta.category}
        title={notFoundMeta.heading}
        description={notFoundMeta.description}
        image={heroImage('not-found')}
      />
      <Container className="flex flex-wrap gap-4 py-section">
        <ButtonLink href="/" size="lg">
          Back to the home page
        </ButtonLink>
        <ButtonLink href="/contact" size="lg" variant="outline">
          Contact us
        </ButtonLink>
      </Container>
    </>
  );
}
