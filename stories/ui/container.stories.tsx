import type { Story } from '@ladle/react';
import { Container } from '@/components/ui/container';
import { Text } from '@/components/ui/text';

export default { title: 'UI/Container' };

export const Sizes: Story = () => (
  <div className="-mx-6 flex flex-col gap-6 sm:-mx-10">
    {(['sm', 'md', 'lg', 'full'] as const).map((size) => (
      <Container key={size} size={size}>
        <div className="rounded-lg border border-dashed border-border-strong bg-surface-muted px-4 py-6">
          <Text size="sm" className="font-semibold">
            {size} container
          </Text>
        </div>
      </Container>
    ))}
  </div>
);
