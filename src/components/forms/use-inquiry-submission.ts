import { useCallback, useEffect, useRef, useState } from 'react';
import {
  buildInquiryPayload,
  isHoneypotFilled,
  submitInquiry,
  type InquiryFormValues,
  type InquiryPayload,
} from '@/lib/inquiry';
import { track } from '@/lib/analytics';
import { SUCCESS_MESSAGE_MS } from './inquiry-messages';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';
export type InquiryFormSource = 'contact-page' | 'conversation-modal';

export interface InquirySubmissionOptions {
  source: InquiryFormSource;
  /** Sends the payload; the real webhook call unless a story or test supplies its own. */
  send?: (payload: InquiryPayload) => Promise<void>;
  /** Clears the entries; called only after a confirmed success. */
  onSuccess: () => void;
}

/** The form's state machine: one submission at a time, success shown for 5 s, failures keep the entries. */
export function useInquirySubmission({ source, send = submitInquiry, onSuccess }: InquirySubmissionOptions) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  // A ref, not state, so a second submit in the same tick is already refused.
  const inFlight = useRef(false);
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(successTimer.current), []);

  const succeed = useCallback(() => {
    onSuccess();
    setStatus('success');
    clearTimeout(successTimer.current);
    successTimer.current = setTimeout(() => setStatus('idle'), SUCCESS_MESSAGE_MS);
  }, [onSuccess]);

  const submit = useCallback(
    async (values: InquiryFormValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      clearTimeout(successTimer.current);
      setStatus('submitting');
      try {
        // Bots get the same thank-you, so they learn nothing, but nothing is sent.
        if (!isHoneypotFilled(values)) {
          await send(buildInquiryPayload(values));
          track('inquiry submitted', { form_source: source });
        }
        succeed();
      } catch (error) {
        console.error('The inquiry could not be sent:', error);
        track('inquiry failed', { form_source: source });
        setStatus('error');
      } finally {
        inFlight.current = false;
      }
    },
    [send, source, succeed],
  );

  /** A new attempt that fails validation clears the previous outcome, so the region never shows a stale result. */
  const clearOutcome = useCallback(() => {
    clearTimeout(successTimer.current);
    setStatus((current) => (current === 'submitting' ? current : 'idle'));
  }, []);

  return { status, submit, clearOutcome };
}
