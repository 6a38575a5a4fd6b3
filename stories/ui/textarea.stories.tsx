import type { Story } from '@ladle/react';
import { TextareaField } from '@/components/ui/textarea';
import { StoryStack } from './story-frame';

export default { title: 'UI/Form/TextareaField' };

export const Default: Story = () => (
  <StoryStack>
    <TextareaField
      label="How can we help?"
      name="message"
      description="A few lines about your goals are plenty."
      placeholder="We want an AI receptionist for our three clinics."
    />
  </StoryStack>
);

export const WithError: Story = () => (
  <StoryStack>
    <TextareaField label="How can we help?" name="message" required error="Tell us a little about your project." />
  </StoryStack>
);
