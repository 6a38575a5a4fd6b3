import { createContext, useContext } from 'react';

export interface ConversationControls {
  /** Opens the conversation modal; focus returns to `trigger` (or the focused element) when it closes. */
  open(trigger?: HTMLElement): void;
}

// Without a provider (an isolated story, a test) the control still renders; it just says why it cannot open.
export const ConversationContext = createContext<ConversationControls>({
  open() {
    console.warn('Start a Conversation needs a ConversationProvider above it.');
  },
});

export const useConversation = () => useContext(ConversationContext);
