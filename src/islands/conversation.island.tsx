// The conversation's dialog and the site-wide notice of a message's outcome, one island per page. It follows the
// conversation's store, which the triggers' islands write; the dialog's code (Radix Dialog and the inquiry form) is
// fetched when a trigger first shows intent, never with the page.
import { ConversationHost } from '@/components/conversation/conversation-provider';

export type ConversationIslandProps = Record<string, never>;

export function parseProps(raw: unknown): ConversationIslandProps {
  if (typeof raw !== 'object' || raw === null || Object.keys(raw).length > 0) {
    throw new Error(`The conversation island takes no props: ${JSON.stringify(raw)}`);
  }
  return {};
}

export default function ConversationIsland() {
  return <ConversationHost />;
}
