import { cva } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import { Button } from '@/components/ui/button';
import { AlertIcon, ArrowRightIcon, InfoIcon } from '@/components/ui/icons';
import { SmartLink } from '@/components/ui/smart-link';
import { Text } from '@/components/ui/text';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

export type NewsStateKind = 'loading' | 'empty' | 'error';

export const newsStateVariants = cva('rounded-xl border', {
  variants: {
    state: axis('state', {
      // The skeleton cards draw their own frames.
      loading: 'border-transparent',
      empty: 'border-dashed border-border-strong bg-surface-muted p-8 text-center',
      error: 'border-danger bg-surface-raised p-8',
    }),
  },
});

export interface NewsStateProps {
  state: NewsStateKind;
  /** The stored fetch error, shown under the friendly message. */
  error?: string | null;
  onRetry?: () => void;
  /** Skeleton cards while loading. */
  count?: number;
}

function SkeletonCard() {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface-raised">
      <div className="aspect-video bg-surface-muted motion-safe:animate-pulse" />
      <div className="flex flex-col gap-3 p-6">
        <div className="h-4 w-1/3 rounded-md bg-surface-muted motion-safe:animate-pulse" />
        <div className="h-6 w-4/5 rounded-md bg-surface-muted motion-safe:animate-pulse" />
        <div className="h-4 w-full rounded-md bg-surface-muted motion-safe:animate-pulse" />
      </div>
    </li>
  );
}

/**
 * Designed loading, empty and error states for post lists. The wrapper is a
 * polite live region, so each change is announced, and something is always shown.
 */
export function NewsState({ state, error, onRetry, count = 3 }: NewsStateProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="news-state"
      data-state={state}
      className={newsStateVariants({ state })}
    >
      {state === 'loading' && (
        <>
          <VisuallyHidden>Loading posts</VisuallyHidden>
          <ul aria-hidden="true" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: count }, (_, index) => (
              <SkeletonCard key={index} />
            ))}
          </ul>
        </>
      )}
      {state === 'empty' && (
        <div className="mx-auto flex max-w-prose flex-col items-center gap-3">
          <InfoIcon size="lg" className="text-fg-muted" />
          <Text size="lg" className="font-semibold">
            No posts yet. Our first stories are on their way.
          </Text>
          <Text emphasis="muted">
            Want to hear about something specific?{' '}
            <SmartLink href="/contact" className="font-medium text-fg underline underline-offset-2 hover:text-accent">
              Tell us what you would like to read
            </SmartLink>
            .
          </Text>
        </div>
      )}
      {state === 'error' && (
        <div className="flex flex-col items-start gap-3">
          <div className="flex items-center gap-2 text-danger">
            <AlertIcon size="md" />
            <Text className="font-semibold">The latest posts could not be loaded.</Text>
          </div>
          {error && (
            <Text size="sm" emphasis="muted" className="break-words">
              Details: {error}
            </Text>
          )}
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <ArrowRightIcon size="sm" />
              Try again
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
