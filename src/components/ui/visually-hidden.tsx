import type { ComponentProps } from 'react';
import * as VisuallyHiddenPrimitive from '@radix-ui/react-visually-hidden';

/**
 * Text for screen readers only; stays in the accessibility tree and in find-in-page. Radix's primitive, the one
 * Radix Dialog uses too. It is taken out of the flow (absolute), which Firefox exposes as a block of its own: a
 * note that must read as part of a link's name belongs in the name instead (SmartLink's new-tab note).
 */
export function VisuallyHidden(props: ComponentProps<typeof VisuallyHiddenPrimitive.Root>) {
  return <VisuallyHiddenPrimitive.Root data-slot="visually-hidden" {...props} />;
}
