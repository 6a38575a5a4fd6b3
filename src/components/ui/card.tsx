import type { ComponentProps, HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const cardVariants = cva('group/card relative flex flex-col overflow-hidden rounded-xl text-fg', {
  variants: {
    variant: {
      default: 'border border-border bg-surface-raised shadow-sm',
      // A single link inside can stretch over the card with `after:absolute after:inset-0`.
      interactive: [
        'border border-border bg-surface-raised shadow-sm transition duration-base ease-standard',
        'hover:-translate-y-1 hover:border-border-strong hover:shadow-lg motion-reduce:hover:translate-y-0',
        'focus-within:ring-3 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-surface',
      ],
      flat: 'bg-surface-muted',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type CardProps = HTMLAttributes<HTMLElement> &
  VariantProps<typeof cardVariants> & { as?: 'div' | 'article' | 'li' };

export function Card({ as: Tag = 'div', className, variant, ...props }: CardProps) {
  return (
    <Tag
      data-slot="card"
      data-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

export const cardMediaVariants = cva(
  'relative overflow-hidden bg-surface-muted [&_img,&>video]:size-full [&_img,&>video]:object-cover [&_img,&>video]:transition [&_img,&>video]:duration-slow [&_img,&>video]:ease-standard group-hover/card:[&_img,&>video]:scale-105 motion-reduce:group-hover/card:[&_img,&>video]:scale-100',
  {
    variants: {
      ratio: {
        video: 'aspect-video',
        landscape: 'aspect-[3/2]',
        portrait: 'aspect-[4/5]',
        square: 'aspect-square',
      },
    },
    defaultVariants: { ratio: 'video' },
  },
);

export type CardMediaProps = ComponentProps<'div'> & VariantProps<typeof cardMediaVariants>;

export function CardMedia({ className, ratio, ...props }: CardMediaProps) {
  return <div data-slot="card-media" className={cn(cardMediaVariants({ ratio }), className)} {...props} />;
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-body" className={cn('flex flex-1 flex-col gap-3 p-6 sm:p-7', className)} {...props} />;
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
