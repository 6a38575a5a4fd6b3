// What the client said about the project: one quote, attributed by name and
// role (no portrait), styled like the testimonial slides.
import type { CaseStudyStory } from '@/content/types';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { QuoteFigure } from './quote-figure';

export function ClientQuote({ id, quote }: { id?: string; quote: CaseStudyStory['quote'] }) {
  return (
    <Section id={id} surface="muted">
      <Container size="sm">
        <QuoteFigure quote={quote.text} author={quote.author} role={quote.role} />
      </Container>
    </Section>
  );
}
