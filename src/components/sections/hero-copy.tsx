import { cva, type VariantProps } from 'class-variance-authority';
import type { HeroContent } from '@/content/types';
import { cn } from '@/lib/cn';
import type { Href } from '@/config/page-links';
import { axis, type AxisValue } from '@/components/vocabulary';
import { ArrowLink } from '@/components/ui/arrow-link';
import { ButtonLink } from '@/components/ui/button-link';
import { CategoryLabel } from '@/components/ui/category-label';
import { Heading } from '@/components/ui/heading';
import { Text } from '@/components/ui/text';
import type { ConversationRequest } from '@/components/conversation/conversation-request';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';

export const heroCopyVariants = cva('flex w-full flex-col', {
  variants: {
    variant: axis('variant', {
      media: 'max-w-3xl gap-5',
      page: 'max-w-3xl gap-5',
      compact: 'max-w-4xl gap-4',
      portrait: 'gap-5',
    }),
    align: axis('align', { start: '', center: 'mx-auto items-center' }),
  },
  defaultVariants: { variant: 'page', align: 'start' },
});

/** The hero's own looks (see Hero): over a picture, or a portrait beside the copy. */
export type HeroVariant = NonNullable<VariantProps<typeof heroCopyVariants>['variant']>;

/** The call to action: a link, or the conversation dialog, opened about `request` when given. */
export type HeroAction = NonNullable<HeroContent['action']> & { request?: ConversationRequest };

export type HeroCopyProps = Pick<HeroContent, 'category' | 'title' | 'description' | 'scrollTarget'> & {
  /** A line under the title, before the description (a worker's role). */
  subtitle?: string;
  action?: HeroAction;
  /** A quiet link back up the site beside the action ('The whole team'). */
  back?: { label: string; href: Href };
  variant?: HeroVariant | null;
  align?: AxisValue<'align'> | null;
  className?: string;
};

/** Text and controls of a hero: eyebrow, h1, lead, call to action, and a scroll hint or a way back. */
export function HeroCopy({
  category,
  title,
  subtitle,
  description,
  action,
  back,
  scrollTarget,
  variant,
  align,
  className,
}: HeroCopyProps) {
  const centred = align === 'center';
  // Over a picture the copy and the button read as light on imagery; beside a portrait, on the band's own roles.
  const overPicture = variant !== 'portrait';
  const lead = overPicture ? 'default' : 'muted';
  return (
    <div className={cn(heroCopyVariants({ variant, align }), className)}>
      {category && <CategoryLabel>{category}</CategoryLabel>}
      <Heading level={1} size={variant === 'compact' ? 'xl' : 'display'}>
        {title}
      </Heading>
      {subtitle && (
        <Text size="lg" emphasis={lead} className="font-semibold">
          {subtitle}
        </Text>
      )}
      {description && (
        <Text size="lg" emphasis={lead} className="max-w-prose">
          {description}
        </Text>
      )}
      {(action || scrollTarget || back) && (
        <div className={cn('mt-3 flex flex-wrap items-center gap-4', centred && 'justify-center')}>
          {action &&
            (action.opensConversation || !action.href ? (
              <StartConversationButton
                variant={overPicture ? 'media' : 'default'}
                size="lg"
                label={action.label}
                request={action.request}
              />
            ) : (
              <ButtonLink href={action.href} variant={overPicture ? 'media' : 'default'} size="lg" direction="forward">
                {action.label}
              </ButtonLink>
            ))}
          {back && (
            <ArrowLink href={back.href} direction="back">
              {back.label}
            </ArrowLink>
          )}
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
