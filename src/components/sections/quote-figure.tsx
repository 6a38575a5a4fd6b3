import type { ReactNode } from 'react';
import { QuoteIcon } from '@/components/ui/icons';
import { Text } from '@/components/ui/text';

export type QuoteFigureProps = {
  quote: string;
  author: string;
  role: string;
  /** A picture or initials before the name; without one the name and role stack alone. */
  avatar?: ReactNode;
};

/** A client's words with who said them: the quote mark, the quote in display type, name and role. */
export function QuoteFigure({ quote, author, role, avatar }: QuoteFigureProps) {
  const attribution = (
    <>
      <span className="font-semibold">{author}</span>
      <Text asChild size="sm" emphasis="muted">
        <span>{role}</span>
      </Text>
    </>
  );
  return (
    <figure className="flex flex-col gap-6">
      <QuoteIcon size="lg" className="text-accent" />
      <blockquote className="font-display text-2xl font-medium text-pretty">
        <p>{quote}</p>
      </blockquote>
      {avatar ? (
        <figcaption className="flex items-center gap-4">
          {avatar}
          <span className="flex flex-col">{attribution}</span>
        </figcaption>
      ) : (
        <figcaption className="flex flex-col">{attribution}</figcaption>
      )}
    </figure>
  );
}
