import type { Story } from '@ladle/react';
import { SkipLink } from '@/components/ui/skip-link';
import { Text } from '@/components/ui/text';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

export default { title: 'UI/SkipLink' };

export const Hidden: Story = () => (
  <>
    <SkipLink />
    <Text emphasis="muted">The skip link is first in the tab order and appears only when focused.</Text>
    <main id="main" tabIndex={-1} className="mt-4">
      <Text>Main content</Text>
    </main>
  </>
);

function FocusOnMount() {
  return (
    <span
      hidden
      ref={(element) => element?.ownerDocument.querySelector<HTMLAnchorElement>('[data-slot="skip-link"]')?.focus()}
    />
  );
}

export const Focused: Story = () => (
  <>
    <SkipLink />
    <FocusOnMount />
    <main id="main" tabIndex={-1} className="pt-20">
      <Text>Main content</Text>
    </main>
  </>
);

export const VisuallyHiddenText: Story = () => (
  <button type="button" className="rounded-full border border-border-strong px-4 py-2 text-sm font-semibold">
    Read more
    <VisuallyHidden> about the Idea-to-Market Lab</VisuallyHidden>
  </button>
);
