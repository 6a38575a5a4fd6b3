import type { MouseEvent } from 'react';
import { site } from '@/config/site';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useConversation, type ConversationRequest } from './conversation-context';
import { loadConversationDialog } from './load-conversation-dialog';

export type StartConversationButtonProps = Omit<ButtonProps, 'children' | 'asChild' | 'size'> & {
  size?: 'sm' | 'md' | 'lg';
  /** Visible text and accessible name. */
  label?: string;
  /** Opens the conversation about this topic with these fields filled in (e.g. 'Hire Ava'). */
  request?: ConversationRequest;
};

const preload = () => void loadConversationDialog();

/**
 * Opens the conversation modal. With a chat widget enabled (`site.chatEnabled`)
 * the widget owns the click, so this button does nothing itself.
 */
export function StartConversationButton({
  label = 'Start a Conversation',
  request,
  onClick,
  ...props
}: StartConversationButtonProps) {
  const conversation = useConversation();

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || site.chatEnabled) return;
    conversation.open(event.currentTarget, request);
  };

  return (
    <Button
      data-conversation-trigger=""
      aria-haspopup="dialog"
      onPointerEnter={site.chatEnabled ? undefined : preload}
      onFocus={site.chatEnabled ? undefined : preload}
      onClick={handleClick}
      {...props}
    >
      {label}
    </Button>
  );
}
