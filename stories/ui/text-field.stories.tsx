import type { Story } from '@ladle/react';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { StoryStack } from './story-frame';

export default { title: 'UI/Form/TextField' };

export const Default: Story = () => (
  <StoryStack>
    <TextField label="Company" name="company" placeholder="Acme Logistics" />
  </StoryStack>
);

export const RequiredWithDescription: Story = () => (
  <StoryStack>
    <TextField
      label="Phone"
      name="phone"
      type="tel"
      autoComplete="tel"
      required
      description="Include your country code so we can reach you anywhere."
    />
  </StoryStack>
);

export const WithError: Story = () => (
  <StoryStack>
    <TextField label="First name" name="firstName" required defaultValue="" error="Please enter your first name." />
  </StoryStack>
);

export const Disabled: Story = () => (
  <StoryStack>
    <TextField label="Source" name="source" defaultValue="infinyte.ai" disabled />
  </StoryStack>
);

export const Focused: Story = () => (
  <StoryStack>
    {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the story shows the focus ring */}
    <TextField label="Last name" name="lastName" autoFocus />
  </StoryStack>
);

export const Email: Story = () => (
  <StoryStack>
    <EmailField label="Work email" name="email" required placeholder="you@company.com" />
    <EmailField
      label="Work email"
      name="emailInvalid"
      required
      defaultValue="ava@"
      error="Enter an email like name@company.com."
    />
  </StoryStack>
);
