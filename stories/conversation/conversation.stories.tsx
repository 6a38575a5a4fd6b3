import type { Story } from '@ladle/react';
import { ConversationProvider } from '@/components/conversation/conversation-provider';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';
import ConversationDialog from '@/components/conversation/conversation-dialog';

export default { title: 'Conversation/Start a Conversation' };

export const Buttons: Story = () => (
  <ConversationProvider>
    <div className="flex flex-wrap items-center gap-4">
      <StartConversationButton />
      <StartConversationButton variant="secondary" label="Let's Connect" />
      <StartConversationButton variant="outline" size="sm" />
    </div>
  </ConversationProvider>
);

export const OpenModal: Story = () => <ConversationDialog open onOpenChange={() => {}} returnFocusTo={() => null} />;
