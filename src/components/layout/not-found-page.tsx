// Shown for unknown paths and unknown slugs (the static server answers 404).
import { notFoundMeta } from '@/content/route-meta';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SmartLink } from '@/components/ui/smart-link';
import { PageShell } from './page-shell';

export function NotFoundPage() {
  return (
    <PageShell meta={notFoundMeta} heroKey="not-found">
      <Container className="flex flex-wrap gap-4 py-section">
        <Button asChild size="lg">
          <SmartLink href="/">Back to the home page</SmartLink>
        </Button>
        <Button asChild size="lg" variant="outline">
          <SmartLink href="/contact">Contact us</SmartLink>
        </Button>
      </Container>
    </PageShell>
  );
}
