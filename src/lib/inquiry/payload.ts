import { site } from '@/config/site';
import { HONEYPOT_FIELD, type InquiryFormValues, type InquiryPayload } from './schema';

/** Picks the webhook's fields one by one, so the honeypot and any stray key are left behind. */
export function buildInquiryPayload(values: InquiryFormValues): InquiryPayload {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company,
    email: values.email,
    phone: values.phone,
    country: values.country,
    reasonForContacting: values.reasonForContacting,
    marketingConsent: values.marketingConsent,
    source: site.inquirySource,
    lang: 'en-us',
  };
}

/** Bots fill every input they find; people never see this one. */
export function isHoneypotFilled(values: Pick<InquiryFormValues, typeof HONEYPOT_FIELD>): boolean {
  return (values[HONEYPOT_FIELD] ?? '').trim() !== '';
}
