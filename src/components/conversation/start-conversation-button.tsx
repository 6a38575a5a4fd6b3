import type { MouseEvent } from 'react';
import { site } from '@/config/site';
import { pagePath } from '@/lib/seo/url';
import { useAppRunning } from '@/lib/react/use-app-running';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { ConversationRequest } from './conversation-request';
import { conversationControls } from './conversation-store';
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
 * the widget owns the click, so this button does nothing itself. Until its island
 * runs (the prerendered page, or scripts that failed) it is a link to the
 * contact page, whose form works without scripts.
 */
export function StartConversationButton({
  label = 'Start a Conversation',
  request,
  onClick,
  ...props
}: StartConversationButtonProps) {
  const running = useAppRunning();

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || site.chatEnabled) return;
    conversationControls.open(event.currentTarget, request);
  };

  if (!running) {
    const { variant, size, elevation, className, id } = props;
    return (
      <Button
        asChild
        id={id}
        data-conversation-trigger=""
        variant={variant}
        size={size}
        elevation={elevation}
        className={className}
      >
        <a href={`${pagePath('/contact')}#business-inquiries-title`}>{label}</a>
      </Button>
    );
  }

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
