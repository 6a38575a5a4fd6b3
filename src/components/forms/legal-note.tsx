import { site } from '@/config/site';
import { SmartLink } from '@/components/ui/smart-link';
import { Text } from '@/components/ui/text';

const linkClass = 'font-medium text-fg underline underline-offset-2 hover:text-accent';

export function LegalNote({ id }: { id?: string }) {
  return (
    <Text id={id} size="xs" emphasis="muted">
      By submitting this form, you authorize {site.name} to contact you about your inquiry. We handle your details as
      described in our{' '}
      <SmartLink href="/privacy" className={linkClass}>
        Privacy Policy
      </SmartLink>
      . You can unsubscribe from our communications at any time with the link in every email, or by writing to{' '}
      <SmartLink href={`mailto:${site.contactEmail}`} className={linkClass}>
        {site.contactEmail}
      </SmartLink>
      .
    </Text>
  );
}
