import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';
import { SmartLink, type SmartLinkProps } from './smart-link';

export const cardVariants = cva('group/card relative flex flex-col overflow-hidden rounded-xl text-fg', {
  variants: {
    variant: axis('variant', {
      default: 'border border-border bg-surface-raised shadow-sm',
      // One CardLink inside stretches over the card, so the whole surface is its target.
      interactive: [
        'border border-border bg-surface-raised shadow-sm transition duration-base ease-standard',
        'hover:-translate-y-1 hover:border-border-strong hover:shadow-lg motion-reduce:hover:translate-y-0',
        'focus-within:ring-3 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-surface',
      ],
      flat: 'bg-surface-muted',
    }),
  },
  defaultVariants: { variant: 'default' },
});

export type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** Style the single child (an `<li>`, an `<article>`) as the card instead of rendering a `<div>`. */
    asChild?: boolean;
  };

export function Card({ asChild = false, className, variant, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      data-slot="card"
      data-variant={variant ?? 'default'}
      // A card is a surface scope of its own, so it reads the same inside any band.
      data-surface={variant === 'flat' ? 'muted' : 'raised'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

/**
 * The title link of an interactive card: its `stretched-link` box covers the
 * card, so the whole surface opens it with one tab stop and one name. The card's
 * focus-within ring shows focus, so the link draws no outline of its own.
 */
export function CardLink({ className, ...props }: SmartLinkProps) {
  return (
    <SmartLink data-slot="card-link" className={cn('stretched-link rounded-sm outline-none', className)} {...props} />
  );
}

// The picture and the clip anywhere inside: on the islands pages a card's clip sits in its island's element.
export const cardMediaVariants = cva(
  'relative overflow-hidden bg-surface-muted [&_img,&_video]:size-full [&_img,&_video]:object-cover [&_img,&_video]:transition [&_img,&_video]:duration-slow [&_img,&_video]:ease-standard group-hover/card:[&_img,&_video]:scale-105 motion-reduce:group-hover/card:[&_img,&_video]:scale-100',
  {
    variants: {
      ratio: axis('ratio', {
        video: 'aspect-video',
        landscape: 'aspect-[3/2]',
        portrait: 'aspect-[4/5]',
        square: 'aspect-square',
      }),
    },
    defaultVariants: { ratio: 'video' },
  },
);

export type CardMediaProps = ComponentProps<'div'> & VariantProps<typeof cardMediaVariants>;

export function CardMedia({ className, ratio, ...props }: CardMediaProps) {
  return <div data-slot="card-media" className={cn(cardMediaVariants({ ratio }), className)} {...props} />;
}

export const cardBodyVariants = cva('flex flex-1 flex-col p-6 sm:p-7', {
  variants: {
    // The gap between the body's lines: 'relaxed' and 'loose' for cards that hold a logo or a list.
    gap: axis('gap', { sm: 'gap-3', md: 'gap-4', lg: 'gap-5' }),
  },
  defaultVariants: { gap: 'sm' },
});

export type CardBodyProps = ComponentProps<'div'> & VariantProps<typeof cardBodyVariants>;

export function CardBody({ className, gap, ...props }: CardBodyProps) {
  return <div data-slot="card-body" className={cn(cardBodyVariants({ gap }), className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex flex-wrap items-center gap-3 px-6 pb-6 sm:px-7 sm:pb-7', className)}
      {...props}
    />
  );
}
