// Where the outcome of a message goes when its form is no longer on screen
// (the dialog was closed or the visitor moved on while it was sending). Its
// live region is always present, so the outcome is announced when it arrives;
// the form shows it again, with the words kept on failure, once reopened.
import { useSyncExternalStore } from 'react';
import { site } from '@/config/site';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { SmartLink } from '@/components/ui/smart-link';
import { inquiryMessages } from './inquiry-messages';
import { inquiryOutbox, type InquiryFormSource } from './inquiry-outbox';

const sources: InquiryFormSource[] = ['conversation-modal', 'contact-page'];

/** The first source whose outcome arrived with no form of it on screen. */
function unseenOutcome() {
  for (const source of sources) {
    const { status, mounted } = inquiryOutbox.get(source);
    if (mounted === 0 && (status === 'success' || status === 'error')) return `${source}:${status}`;
  }
  return '';
}

export function InquiryOutcomeNotice({ onReopen }: { onReopen: () => void }) {
  const outcome = useSyncExternalStore(inquiryOutbox.subscribe, unseenOutcome, () => '');
  const [source, status] = outcome.split(':') as [InquiryFormSource | undefined, string | undefined];
  const dismiss = () => source && inquiryOutbox.setStatus(source, 'idle');

  return (
    <div
      role="status"
      aria-live="polite"
      data-inquiry-notice={status ?? ''}
      className="fixed bottom-4 left-4 z-floating max-w-sm"
    >
      {source && (
        <div className="flex items-start gap-3 rounded-lg border border-border bg-surface-raised p-4 text-sm text-fg shadow-lg">
          {status === 'success' ? (
            <p className="font-medium text-success">{inquiryMessages.success}</p>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="font-medium text-danger">
                {inquiryMessages.failure} You can also email us directly at{' '}
                <SmartLink href={`mailto:${site.contactEmail}`} className="underline underline-offset-2">
                  {site.contactEmail}
                </SmartLink>
                .
              </p>
              {source === 'conversation-modal' ? (
                <Button variant="outline" size="sm" onClick={onReopen}>
                  Review your message
                </Button>
              ) : (
                <Button asChild variant="outline" size="sm">
                  <SmartLink href="/contact">Review your message</SmartLink>
                </Button>
              )}
            </div>
          )}
          <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={dismiss} className="-m-2 shrink-0">
            <CloseIcon size="md" />
          </Button>
        </div>
      )}
    </div>
  );
}
