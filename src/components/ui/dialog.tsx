// The site's modal surface on Radix Dialog: the consent gate, the conversation dialog, the mobile menu sheet
// and the gallery lightbox compose it. Radix gives the focus trap, Escape, the title and description wiring
// and the inert page behind; this adds the overlay, the placement and focus going back where it belongs.
// Import it as a namespace, like Radix: `import * as Dialog from '@/components/ui/dialog'`.
import type { ComponentProps, ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { axis, type Surface } from '@/components/vocabulary';
import { DialogCloseButton, type DialogCloseButtonProps } from './dialog-close-button';

export const Root = DialogPrimitive.Root;
export const Title = DialogPrimitive.Title;
export const Description = DialogPrimitive.Description;
export const Close = DialogPrimitive.Close;

// No outline: the panel holds focus only after a click on its background (Radix gives it tabindex -1), never by Tab.
export const dialogContentVariants = cva('fixed z-dialog flex flex-col outline-none', {
  variants: {
    placement: axis('placement', {
      /** A sheet rising from the bottom on phones; from `sm` a card docked near the bottom edge. */
      bottom:
        'inset-x-0 bottom-0 mx-auto w-full rounded-t-xl border border-border bg-surface text-fg shadow-lg sm:bottom-6 sm:w-[calc(100%-2rem)] sm:rounded-xl',
      /**
       * A sheet rising from the bottom on phones; from `sm` a card centred in the window. The panel scrolls
       * itself: a scrolling box inside it is a Tab stop in Firefox with no role or name.
       */
      center:
        'inset-x-0 bottom-0 mx-auto max-h-[92dvh] w-full overflow-y-auto rounded-t-xl border border-border bg-surface text-fg shadow-lg sm:inset-y-0 sm:my-auto sm:h-fit sm:w-[calc(100%-2rem)] sm:rounded-xl',
      /** A full-height panel against the right edge. */
      side: 'inset-y-0 right-0 w-full max-w-md overflow-y-auto bg-surface-raised text-fg shadow-lg',
      /** The whole window, on the media scrim (a picture viewer). */
      fullscreen: 'inset-0 bg-media-scrim text-media-fg',
    }),
  },
  defaultVariants: { placement: 'center' },
});

export type ContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /**
     * Where focus goes when the dialog closes: the control that opened it. Without one (or when it has
     * left the page) Radix returns focus to what had it before the dialog opened.
     */
    returnFocusTo?: () => HTMLElement | null | undefined;
  };

/** Each placement is a surface scope, so what the dialog holds reads right on it. */
const placementSurface: Record<NonNullable<ContentProps['placement']>, Surface> = {
  bottom: 'default',
  center: 'default',
  side: 'raised',
  fullscreen: 'media',
};

/** The dialog's panel, portalled to the end of the body over the overlay. */
export function Content({ className, placement, returnFocusTo, onCloseAutoFocus, ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-overlay bg-overlay" />
      <DialogPrimitive.Content
        data-slot="dialog"
        data-placement={placement ?? 'center'}
        data-surface={placementSurface[placement ?? 'center']}
        // Every dialog of the site is modal (Radix's default): say so, or Firefox and Orca read it as a panel
        // beside the page, whose live regions Radix leaves in the tree.
        aria-modal="true"
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusTo?.();
          if (!event.defaultPrevented && target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        className={cn(dialogContentVariants({ placement }), className)}
        {...props}
      />
    </DialogPrimitive.Portal>
  );
}

export const dialogTitleVariants = cva('font-display font-semibold', {
  variants: {
    // 'sm' for a panel whose content is the point (the menu, a picture); 'md' for a form or a choice.
    size: axis('size', { sm: 'text-xl', md: 'text-2xl tracking-tight' }),
  },
  defaultVariants: { size: 'md' },
});

export type HeaderProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof dialogTitleVariants> & {
    title: ReactNode;
    /** The close button's accessible name ('Close menu'). */
    closeLabel: string;
    /** `media` over a picture viewer's scrim; otherwise the quiet ghost button. */
    closeVariant?: DialogCloseButtonProps['variant'];
  };

/**
 * The title row every dialog opens with: the Radix title (which names the dialog) beside the close
 * button, then anything under the title (a description, a counter).
 */
export function Header({ title, size, closeLabel, closeVariant, className, children, ...props }: HeaderProps) {
  return (
    <div data-slot="dialog-header" className={cn('flex flex-col gap-1', className)} {...props}>
      <div className="flex items-center justify-between gap-4">
        <DialogPrimitive.Title className={dialogTitleVariants({ size })}>{title}</DialogPrimitive.Title>
        <DialogCloseButton label={closeLabel} variant={closeVariant} />
      </div>
      {children}
    </div>
  );
}
