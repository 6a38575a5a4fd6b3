// What the client said about the project: one quote, attributed by name and
// role (no portrait), styled like the testimonial slides.
import type { CaseStudyStory } from '@/content/types';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { Text } from '@/components/ui/text';

export function ClientQuote({ id, quote }: { id?: string; quote: CaseStudyStory['quote'] }) {
  return (
    <Section id={id} tone="muted" aria-label={`What ${quote.author} said`}>
      <Container size="sm">
        <figure className="flex flex-col gap-6">
          <Icon name="quote" size="lg" className="text-accent" />
          <blockquote className="font-display text-2xl font-medium text-pretty">
            <p>{quote.text}</p>
          </blockquote>
          <figcaption className="flex flex-col">
            <span className="font-semibold">{quote.author}</span>
            <Text asChild size="sm" emphasis="muted">
              <span>{quote.role}</span>
            </Text>
          </figcaption>
        </figure>
      </Container>
    </Section>
  );
}
