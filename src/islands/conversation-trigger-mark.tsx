// The server's stand-in for src/components/conversation/start-conversation-button.tsx in the islands build
// (scripts/vite-island-marks.ts): where a section renders the control, the page gets the conversation trigger's
// island, whose props are the control's look, label and request (plain data). Inside another island (a worker
// card in the carousel) it is the control itself, which that island renders and hydrates.
import { use } from 'react';
import { StartConversationButton as Control } from '@/components/conversation/start-conversation-button';
import ConversationTriggerIsland from './conversation-trigger.island';
import { IslandMark } from './island-mark';
import { InsideIsland } from './island-root';
import type { IslandProps } from './registry';

export type StartConversationButtonProps = IslandProps<'conversation-trigger'>;

export function StartConversationButton(props: StartConversationButtonProps) {
  if (use(InsideIsland)) return <Control {...props} />;
  return (
    <IslandMark name="conversation-trigger" props={props} hydrate="act">
      <ConversationTriggerIsland {...props} />
    </IslandMark>
  );
}
