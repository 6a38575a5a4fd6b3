import type { Story } from '@ladle/react';
import * as Dialog from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

export default { title: 'UI/Dialog' };

type Placement = NonNullable<Dialog.ContentProps['placement']>;

/**
 * The primitive on its own, open: a title, a description, the close button and an action. Switch the
 * placement in the controls; the site's overlays have their own stories (the conversation dialog, the menu).
 */
export const Placements: Story<{ placement: Placement }> = ({ placement }) => (
  <Dialog.Root open onOpenChange={() => {}}>
    <Dialog.Content placement={placement} returnFocusTo={() => null} className="max-w-xl gap-4 p-6 sm:p-8">
      <Dialog.Header title="A dialog" closeLabel="Close" />
      <Dialog.Description className="text-base">
        Focus stays inside until it closes with Escape, the close button or a click on the overlay, then returns to the
        control that opened it.
      </Dialog.Description>
      <div className="flex justify-end">
        <Button>Continue</Button>
      </div>
    </Dialog.Content>
  </Dialog.Root>
);
Placements.args = { placement: 'center' };
Placements.argTypes = {
  placement: {
    options: ['center', 'bottom', 'side', 'fullscreen'],
    control: { type: 'radio' },
    defaultValue: 'center',
  },
};

/**
 * The title row every dialog opens with (Dialog.Header), in its small size: the menu sheet's and the
 * picture viewer's. Placements above shows the default size, with a description under the title.
 */
export const HeaderSmall: Story = () => (
  <Dialog.Root open onOpenChange={() => {}}>
    <Dialog.Content placement="side" returnFocusTo={() => null}>
      <Dialog.Header title="Menu" size="sm" closeLabel="Close menu" className="border-b border-border px-gutter py-3">
        <Dialog.Description className="text-sm text-fg-muted">Every page of the site, by topic.</Dialog.Description>
      </Dialog.Header>
    </Dialog.Content>
  </Dialog.Root>
);
