import type { Story } from '@ladle/react';
import { ConversationProvider } from '@/components/conversation/conversation-provider';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';
import ConversationDialog from '@/components/conversation/conversation-dialog';
import { hireRequest } from '@/components/conversation/hire-request';
import { workers } from '@/content/workers';

const ava = workers[0]!;

export default { title: 'Conversation/Start a Conversation' };

export const Buttons: Story = () => (
  <ConversationProvider>
    <div className="flex flex-wrap items-center gap-4">
      <StartConversationButton />
      <StartConversationButton variant="secondary" label="Let's Connect" />
      <StartConversationButton variant="outline" size="sm" />
      <StartConversationButton label={ava.textButton} request={hireRequest(ava)} />
    </div>
  </ConversationProvider>
);

export const OpenModal: Story = () => <ConversationDialog open onOpenChange={() => {}} returnFocusTo={() => null} />;

/** Opened from 'Hire Ava': the dialog names the topic and the reason is written, still editable. */
export const HireModal: Story = () => (
  <ConversationDialog open onOpenChange={() => {}} returnFocusTo={() => null} request={hireRequest(ava)} />
);
