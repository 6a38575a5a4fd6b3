import type { InquiryPayload } from '@/lib/inquiry';

/** One valid inquiry as the form sends it; tests override the fields they are about. */
export const sampleInquiry: InquiryPayload = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  reasonForContacting: 'An AI receptionist.',
  marketingConsent: false,
  source: 'infinyte.ai',
  lang: 'en-us',
};
