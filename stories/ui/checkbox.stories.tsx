import type { Story } from '@ladle/react';
import { CheckboxField } from '@/components/ui/checkbox';
import { StoryStack } from './story-frame';

export default { title: 'UI/Form/CheckboxField' };

const consent = 'Sign me up to receive future marketing communications regarding our products, services, and events';

export const Default: Story = () => (
  <StoryStack>
    <CheckboxField label={consent} name="marketingConsent" />
  </StoryStack>
);

export const Checked: Story = () => (
  <StoryStack>
    <CheckboxField
      label={consent}
      name="marketingConsent"
      defaultChecked
      description="You can unsubscribe at any time."
    />
  </StoryStack>
);

export const WithError: Story = () => (
  <StoryStack>
    <CheckboxField label="I have read the privacy policy" name="privacy" required error="Please confirm to continue." />
  </StoryStack>
);

export const Disabled: Story = () => (
  <StoryStack>
    <CheckboxField label={consent} name="marketingConsent" disabled />
  </StoryStack>
);
