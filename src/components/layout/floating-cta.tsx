// The always-present 'Start a Conversation' control, bottom right.
import { StartConversationButton } from '@/components/conversation/start-conversation-button';

export function FloatingCta() {
  return (
    <div className="fixed right-4 bottom-4 z-floating md:right-6 md:bottom-6">
      <StartConversationButton size="lg" elevation="floating" />
    </div>
  );
}
