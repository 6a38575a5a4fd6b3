// Shown for unknown paths and unknown slugs (the static server answers 404).
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Hero } from '@/components/sections/hero';
import { notFoundHeroContent } from '@/components/sections/hero-content';

export function NotFoundPage() {
  return (
    <>
      <Hero {...notFoundHeroContent} />
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
