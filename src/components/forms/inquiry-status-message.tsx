import { site } from '@/config/site';
import { Button } from '@/components/ui/button';
import { SmartLink } from '@/components/ui/smart-link';
import { inquiryMessages } from './inquiry-messages';
import type { SubmissionStatus } from './use-inquiry-submission';

/** What the form's live region says while sending, after success and after a failure. */
export function InquiryStatusMessage({
  status,
  onRetry,
}: {
  status: Exclude<SubmissionStatus, 'idle'>;
  onRetry: () => void;
}) {
  if (status === 'submitting') return <p>{inquiryMessages.sendingStatus}</p>;
  if (status === 'success') return <p>{inquiryMessages.success}</p>;
  return (
    <div className="flex flex-col items-start gap-3">
      <p>
        {inquiryMessages.failure} You can also email us directly at{' '}
        <SmartLink href={`mailto:${site.contactEmail}`} className="underline underline-offset-2">
          {site.contactEmail}
        </SmartLink>
        .
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {inquiryMessages.retry}
      </Button>
    </div>
  );
}
