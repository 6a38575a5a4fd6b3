import type { HeroContent } from '@/content/types';
import { cn } from '@/lib/cn';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button-link';
import { CategoryLabel } from '@/components/ui/category-label';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';

export type HeroCopyProps = Pick<HeroContent, 'category' | 'title' | 'description' | 'action' | 'scrollTarget'> & {
  align?: 'start' | 'center' | null;
  titleId?: string;
  className?: string;
};

/** Text and controls over hero media: eyebrow, h1, lead, call to action and scroll hint. */
export function HeroCopy({
  category,
  title,
  description,
  action,
  scrollTarget,
  align,
  titleId,
  className,
}: HeroCopyProps) {
  const centred = align === 'center';
  return (
    <div className={cn('flex w-full max-w-3xl flex-col gap-5', centred && 'mx-auto items-center', className)}>
      {category && <CategoryLabel>{category}</CategoryLabel>}
      {/* tabIndex -1: route changes move focus to the page's h1. */}
      <Heading level={1} size="display" id={titleId} tabIndex={-1}>
        {title}
      </Heading>
      {description && (
        <Text size="lg" className="max-w-prose">
          {description}
        </Text>
      )}
      {(action || scrollTarget) && (
        <div className={cn('mt-3 flex flex-wrap items-center gap-4', centred && 'justify-center')}>
          {action &&
            (action.opensConversation || !action.href ? (
              <StartConversationButton variant="media" size="lg" label={action.label} />
            ) : (
              <ButtonLink href={action.href} variant="media" size="lg" direction="forward">
                {action.label}
              </ButtonLink>
            ))}
          {scrollTarget && (
            <ArrowLink
              href={scrollTarget}
              direction="down"
              size="sm"
              className="tracking-wide uppercase [&_svg]:motion-safe:animate-bounce"
            >
              Scroll Down
            </ArrowLink>
          )}
        </div>
      )}
    </div>
  );
}
