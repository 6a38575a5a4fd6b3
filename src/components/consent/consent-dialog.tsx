import { useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { consent } from '@/lib/analytics/consent';
import type { ConsentChoice } from '@/lib/analytics/consent-store';
import { page } from '@/lib/analytics';
import { site } from '@/config/site';
import { Button } from '@/components/ui/button';
import { SmartLink } from '@/components/ui/smart-link';

export interface ConsentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog (the footer's Privacy choices), if any. */
  returnFocusTo: () => HTMLElement | null;
}

const answerText: Record<ConsentChoice, string> = {
  granted: 'You accepted analytics.',
  denied: 'You declined analytics.',
};

/**
 * The privacy choices dialog: asks whether analytics may count the visit, records a page view once the
 * visitor accepts, and lets them change the answer. With Global Privacy Control the browser has answered
 * already: no question, and the dialog (opened from the footer) only explains.
 */
export default function ConsentDialog({ open, onOpenChange, returnFocusTo }: ConsentDialogProps) {
  const [stored, setStored] = useState(consent.storedChoice);
  const privacySignal = consent.hasPrivacySignal();

  const choose = (choice: ConsentChoice) => {
    const before = consent.state();
    consent.choose(choice);
    document.documentElement.dataset.consent = consent.state();
    setStored(choice);
    if (choice === 'granted' && before !== 'granted') page();
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        placement="bottom"
        data-testid="consent-dialog"
        // Focus the dialog itself, so its title and text are read first and no answer is preselected.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        returnFocusTo={returnFocusTo}
        className="max-w-2xl gap-5 p-6 focus:outline-none sm:p-8"
      >
        <Dialog.Header title="Privacy choices" closeLabel="Close" />
        <Dialog.Description asChild>
          <div className="flex flex-col gap-3 text-base text-fg-muted">
            {privacySignal ? (
              <p>
                Your browser sends a Global Privacy Control signal, so {site.domain} loads no analytics and sends
                nothing about your visit. To allow analytics, turn the signal off in your browser first.
              </p>
            ) : (
              <>
                <p>
                  May we count your visit? With your permission we load Segment analytics to see which pages are read
                  and whether the contact form works, so we can improve them. Nothing is loaded or sent unless you
                  accept, and no advertising cookies are set either way.
                </p>
                <p>
                  You can change your answer at any time under Privacy choices at the foot of every page.{' '}
                  {stored && answerText[stored]}
                </p>
              </>
            )}
          </div>
        </Dialog.Description>
        <p className="text-sm">
          <SmartLink
            href="/privacy"
            onClick={() => onOpenChange(false)}
            className="text-accent underline underline-offset-4 hover:text-accent-hover"
          >
            Read our privacy policy
          </SmartLink>
        </p>
        {!privacySignal && (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => choose('denied')}>
              Decline analytics
            </Button>
            <Button variant="default" onClick={() => choose('granted')}>
              Accept analytics
            </Button>
          </div>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
