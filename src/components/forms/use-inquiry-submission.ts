import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  buildInquiryPayload,
  isHoneypotFilled,
  submitInquiry,
  type InquiryFormValues,
  type InquiryPayload,
} from '@/lib/inquiry';
import { track } from '@/lib/analytics';
import { inquiryOutbox, type InquiryFormSource, type SubmissionStatus } from './inquiry-outbox';

export type { InquiryFormSource, SubmissionStatus } from './inquiry-outbox';

export interface InquirySubmissionOptions {
  source: InquiryFormSource;
  /** Sends the payload; the real webhook call unless a story or test supplies its own. */
  send?: (payload: InquiryPayload, options: { idempotencyKey: string }) => Promise<void>;
  /** Clears the entries; called only after a confirmed success, and only while the form is on screen. */
  onSuccess: () => void;
  /** How long the thank-you stays, in ms: the specification's 5 s unless a story holds it (Infinity). */
  successShownFor?: number;
}

// One submission per source at a time, across remounts: closing the dialog does not let a second one start.
const inFlight = new Set<InquiryFormSource>();

/**
 * The form's state machine: one submission at a time, success shown for 5 s,
 * failures keep the entries. The state lives in the outbox, so it outlasts
 * the form: a message sent from a dialog that was closed still ends in an outcome.
 */
export function useInquirySubmission({
  source,
  send = submitInquiry,
  onSuccess,
  successShownFor,
}: InquirySubmissionOptions) {
  const status = useSyncExternalStore(
    inquiryOutbox.subscribe,
    () => inquiryOutbox.get(source).status,
    (): SubmissionStatus => 'idle',
  );
  // The latest form's reset; none once the form is gone (its fields went with it).
  const reset = useRef<(() => void) | null>(onSuccess);
  useEffect(() => {
    reset.current = onSuccess;
    return () => {
      reset.current = null;
    };
  }, [onSuccess]);

  const submit = useCallback(
    async (values: InquiryFormValues) => {
      if (inFlight.has(source)) return;
      inFlight.add(source);
      inquiryOutbox.setStatus(source, 'submitting');
      try {
        // Bots get the same thank-you, so they learn nothing, but nothing is sent.
        if (!isHoneypotFilled(values)) {
          await send(buildInquiryPayload(values), { idempotencyKey: inquiryOutbox.keyFor(source) });
          track('inquiry submitted', { form_source: source });
        }
        reset.current?.();
        inquiryOutbox.setStatus(source, 'success', successShownFor);
      } catch (error) {
        console.error('The inquiry could not be sent:', error);
        track('inquiry failed', { form_source: source });
        inquiryOutbox.setStatus(source, 'error');
      } finally {
        inFlight.delete(source);
      }
    },
    [send, source, successShownFor],
  );

  /** A new attempt that fails validation clears the previous outcome, so the region never shows a stale result. */
  const clearOutcome = useCallback(() => {
    if (!inFlight.has(source)) inquiryOutbox.setStatus(source, 'idle');
  }, [source]);

  return { status, submit, clearOutcome };
}
