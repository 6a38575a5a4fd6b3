// What a control asks the conversation to open with, and what a control may ask of it.
import type { InquiryFormInput } from '@/lib/inquiry';

/** What a control asks the conversation to start with, e.g. 'Hire Ava'. */
export interface ConversationRequest {
  /** What the visitor chose, named at the top of the dialog (e.g. 'Hiring Ava, Chief of Staff'). */
  topic: string;
  /** Fields filled in for the visitor; they stay editable. */
  initialValues: Partial<InquiryFormInput>;
}

export interface ConversationControls {
  /**
   * Opens the conversation modal, optionally about a chosen topic with fields
   * filled in; focus returns to `trigger` (or the focused element) when it closes.
   */
  open(trigger?: HTMLElement, request?: ConversationRequest): void;
}
