// Shown for unknown paths and unknown slugs (the static server answers 404).
import { notFoundMeta } from '@/content/route-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { PageShell } from './page-shell';

export function NotFoundPage() {
  return (
    <PageShell meta={notFoundMeta} heroKey="not-found">
      <Container className="flex flex-wrap gap-4 py-section">
        <ButtonLink href="/" size="lg">
          Back to the home page
        </ButtonLink>
        <ButtonLink href="/contact" size="lg" variant="outline">
          Contact us
        </ButtonLink>
      </Container>
    </PageShell>
  );
}
