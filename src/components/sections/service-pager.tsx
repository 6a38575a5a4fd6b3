import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import type { PagePath } from '@/config/page-links';
import { axis } from '@/components/vocabulary';
import { Container } from '@/components/ui/container';
import { ArrowLink } from '@/components/ui/arrow-link';
import { SmartLink } from '@/components/ui/smart-link';

export interface PagerTarget {
  title: string;
  href: PagePath;
}

export const servicePagerVariants = cva('grid gap-4 sm:grid-cols-2', {
  variants: {
    // Between rules in the page's flow, or boxed on the muted surface.
    frame: axis('frame', { rule: 'border-y border-border py-8', box: 'rounded-xl bg-surface-muted p-6' }),
  },
  defaultVariants: { frame: 'rule' },
});

export type ServicePagerProps = VariantProps<typeof servicePagerVariants> & {
  previous?: PagerTarget;
  next?: PagerTarget;
  className?: string;
};

const linkClass =
  'group/pager flex flex-col gap-1 rounded-lg p-4 transition-colors duration-fast hover:bg-surface-raised';

/**
 * Previous and next enterprise service (the list cycles); an unknown service gets no pager at all.
 * Each link is named by its visible words (WCAG 2.5.3, label in name), e.g. 'Previous service Data and Artificial Intelligence'.
 */
export function ServicePager({ previous, next, frame, className }: ServicePagerProps) {
  if (!previous && !next) return null;
  return (
    <Container className={cn('py-12', className)}>
      <nav aria-label="Services" className={servicePagerVariants({ frame })}>
        {previous && (
          <SmartLink href={previous.href} className={linkClass}>
            <ArrowLink asChild direction="back" size="sm" emphasis="muted">
              <span>Previous service</span>
            </ArrowLink>
            <span className="font-display text-xl font-semibold group-hover/pager:underline">{previous.title}</span>
          </SmartLink>
        )}
        {next && (
          <SmartLink href={next.href} className={cn(linkClass, 'sm:col-start-2 sm:items-end sm:text-right')}>
            <ArrowLink asChild size="sm" emphasis="muted">
              <span>Next service</span>
            </ArrowLink>
            <span className="font-display text-xl font-semibold group-hover/pager:underline">{next.title}</span>
          </SmartLink>
        )}
      </nav>
    </Container>
  );
}
