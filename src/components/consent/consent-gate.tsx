import { useEffect } from 'react';
import { AnalyticsEvents } from './analytics-events';
import ConsentDialog, { type ConsentDialogProps } from './consent-dialog';
import { settleConsent } from './settle-consent';

export type ConsentGateProps = ConsentDialogProps;

/**
 * Asks a first-time visitor before any analytics code loads, records a page view once they accept (and on
 * later visits; AnalyticsEvents records the rest), and lets them change the answer (./consent-dialog.tsx).
 */
export default function ConsentGate({ open, onOpenChange, returnFocusTo }: ConsentGateProps) {
  useEffect(() => settleConsent(() => onOpenChange(true)), [onOpenChange]);

  return (
    <>
      <AnalyticsEvents />
      <ConsentDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo} />
    </>
  );
}
