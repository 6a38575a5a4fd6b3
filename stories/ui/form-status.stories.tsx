import type { Story } from '@ladle/react';
import { FormStatus } from '@/components/ui/form-status';
import { StoryRow, StoryStack } from './story-frame';

export default { title: 'UI/Form/FormStatus' };

export const States: Story = () => (
  <StoryStack>
    <StoryRow title="Idle (empty, still in the page as a live region)">
      <FormStatus status="idle" />
    </StoryRow>
    <StoryRow title="Submitting">
      <FormStatus status="submitting">Message Send ...</FormStatus>
    </StoryRow>
    <StoryRow title="Success">
      <FormStatus status="success">Your Message has been successfully sent. We will contact you soon.</FormStatus>
    </StoryRow>
    <StoryRow title="Error">
      <FormStatus status="error">
        We could not send your message. Your entries are kept: try again, or write to hello@infinyte.ai.
      </FormStatus>
    </StoryRow>
  </StoryStack>
);
