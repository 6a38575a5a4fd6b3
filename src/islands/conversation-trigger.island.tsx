// One 'Start a Conversation' control as an island: a link to the contact page until its code has run (as in the
// app), then the button that opens the conversation's dialog through the shared store
// (src/components/conversation/conversation-store.ts).
import type { ConversationRequest } from '@/components/conversation/conversation-request';
import { StartConversationButton } from '@/components/conversation/start-conversation-button';
import type { ButtonVariantProps } from '@/components/ui/button';

export interface ConversationTriggerIslandProps {
  label?: string;
  request?: ConversationRequest;
  variant?: NonNullable<ButtonVariantProps['variant']>;
  size?: 'sm' | 'md' | 'lg';
  elevation?: NonNullable<ButtonVariantProps['elevation']>;
  className?: string;
  id?: string;
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** A request as the server wrote it: a topic and the fields it fills in, each a string or a consent flag. */
function isRequest(value: unknown): value is ConversationRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { topic, initialValues } = value as Record<string, unknown>;
  return (
    typeof topic === 'string' &&
    typeof initialValues === 'object' &&
    initialValues !== null &&
    Object.values(initialValues).every((field) => typeof field === 'string' || typeof field === 'boolean')
  );
}

export function parseProps(raw: unknown): ConversationTriggerIslandProps {
  const props = (typeof raw === 'object' && raw !== null ? raw : null) as Record<string, unknown> | null;
  const known = ['label', 'request', 'variant', 'size', 'elevation', 'className', 'id'];
  if (
    !props ||
    Object.keys(props).some((key) => !known.includes(key)) ||
    !['label', 'variant', 'size', 'elevation', 'className', 'id'].every((key) => optionalString(props[key])) ||
    (props.request !== undefined && !isRequest(props.request))
  ) {
    throw new Error(`The conversation trigger's props are not a label, a request and a look: ${JSON.stringify(raw)}`);
  }
  return props as ConversationTriggerIslandProps;
}

export default function ConversationTriggerIsland(props: ConversationTriggerIslandProps) {
  return <StartConversationButton {...props} />;
}
