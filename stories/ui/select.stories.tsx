import type { Story } from '@ladle/react';
import { SelectField } from '@/components/ui/select';
import { StoryStack } from './story-frame';

export default { title: 'UI/Form/SelectField' };

const reasons = [
  { value: 'digital-workforce', label: 'Hire a digital worker' },
  { value: 'workshop', label: 'Automate in-house workshop' },
  { value: 'idea-lab', label: 'Idea-to-Market Lab' },
  { value: 'enterprise', label: 'Enterprise capabilities' },
];

export const Default: Story = () => (
  <StoryStack>
    <SelectField label="Reason for contacting" name="reason" options={reasons} placeholder="Choose a reason" required />
  </StoryStack>
);

export const WithError: Story = () => (
  <StoryStack>
    <SelectField
      label="Reason for contacting"
      name="reason"
      options={reasons}
      placeholder="Choose a reason"
      required
      error="Please choose a reason."
    />
  </StoryStack>
);

export const Disabled: Story = () => (
  <StoryStack>
    <SelectField label="Language" name="lang" options={[{ value: 'en-us', label: 'English (US)' }]} disabled />
  </StoryStack>
);
