// The always-present 'Start a Conversation' control, bottom right. A complementary
// landmark named by its own visible text, so a screen-reader user meets it in the
// landmark list and no content sits outside every landmark.
import { useId } from 'react';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';

export function FloatingCta() {
  const labelId = useId();
  return (
    <aside aria-labelledby={labelId} className="fixed right-4 bottom-4 z-floating md:right-6 md:bottom-6">
      <StartConversationButton id={labelId} size="lg" elevation="floating" />
    </aside>
  );
}
