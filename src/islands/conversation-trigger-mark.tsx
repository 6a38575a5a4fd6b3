// The islands build's stand-in for src/components/conversation/start-conversation-button.tsx (an alias in
// vite.config.ts): where a section renders the control, the server writes the conversation trigger's island, whose
// props are the control's look, label and request (plain data).
import { Island } from './island';
import type { ConversationTriggerIslandProps } from './conversation-trigger.island';

export type StartConversationButtonProps = ConversationTriggerIslandProps;

export function StartConversationButton(props: StartConversationButtonProps) {
  return <Island name="conversation-trigger" props={props} />;
}
