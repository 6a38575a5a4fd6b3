import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis } from '@/components/vocabulary';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap select-none',
    'transition duration-fast ease-standard active:translate-y-px motion-reduce:active:translate-y-0',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
    // Forced colours drop backgrounds, so every button keeps an outline of its own.
    'forced-colors:border forced-colors:border-solid',
  ],
  {
    variants: {
      variant: axis('variant', {
        // The one call to action of a view, in the action colour of the surface scope it sits on
        // (the accent on the page, an ink button on the accent band).
        default: 'bg-accent text-accent-fg hover:bg-accent-hover hover:shadow-md',
        secondary: 'bg-surface-inverse text-fg-inverse hover:bg-surface-inverse/85 hover:shadow-md',
        outline: 'border border-border-strong bg-transparent text-fg hover:border-fg hover:bg-surface-muted',
        ghost: 'bg-transparent text-fg hover:bg-surface-muted',
        // Takes the colour of what it sits on (the header over a photo, an inverse band or the page).
        bare: 'bg-transparent text-inherit hover:bg-current/10',
        // Light-on-imagery: its own scrim keeps the label readable over any photo or video frame.
        media:
          'border border-media-fg/80 bg-media-scrim text-media-fg backdrop-blur-sm hover:border-media-fg hover:bg-media-fg/20',
      }),
      size: axis('size', {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-base',
        lg: 'h-14 px-8 text-lg',
        icon: 'size-11 p-0',
      }),
      // 'floating': a button that hovers over the page (the floating call to action) casts a deeper shadow.
      elevation: axis('elevation', { default: '', floating: 'shadow-lg' }),
    },
    compoundVariants: [{ variant: ['default', 'secondary'], elevation: 'default', className: 'shadow-sm' }],
    defaultVariants: { variant: 'default', size: 'md', elevation: 'default' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

// An icon-only button has no visible text, so the type system insists on a name.
type SizeProps = { size: 'icon'; 'aria-label': string } | { size?: Exclude<ButtonVariantProps['size'], 'icon'> };

export type ButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  Omit<ButtonVariantProps, 'size'> &
  SizeProps & {
    /** Render the single child (a router Link, an anchor) with the button's styling. */
    asChild?: boolean;
    'aria-label'?: string;
  };

export function Button({ className, variant, size, elevation, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size, elevation }), className)}
      // A plain button never submits a surrounding form by accident.
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
