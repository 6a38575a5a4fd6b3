import { z } from '../zod';
import { site } from '../../config/site';

// One schema for the browser form and the local receiver, so both reject the
// same input with the same words.
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const inquiryFieldsSchema = z.object({
  firstName: required('Enter your first name'),
  lastName: required('Enter your last name'),
  company: required('Enter your company name'),
  email: required('Enter your email address').pipe(
    z.email({ error: 'Enter a valid email address, like name@company.com' }),
  ),
  phone: required('Enter your phone number'),
  country: required('Choose your country'),
  reasonForContacting: required('Tell us why you are getting in touch'),
  marketingConsent: z.boolean().default(false),
});

/**
 * The honeypot's name: one no browser or password manager recognises, so
 * autofill never fills it and drops a real inquiry as spam.
 */
export const HONEYPOT_FIELD = 'inquiryRef';

/** What the visitor fills in: the fields plus the honeypot, which never leaves the browser. */
export const inquiryFormSchema = inquiryFieldsSchema.extend({
  [HONEYPOT_FIELD]: z.string().optional(),
});

/** The exact body POSTed to the webhook; strict so nothing else (such as the honeypot) slips through. */
export const inquiryPayloadSchema = z.strictObject({
  ...inquiryFieldsSchema.shape,
  source: z.literal(site.inquirySource),
  lang: z.literal('en-us'),
});

export type InquiryFormInput = z.input<typeof inquiryFormSchema>;
export type InquiryFormValues = z.output<typeof inquiryFormSchema>;
export type InquiryPayload = z.output<typeof inquiryPayloadSchema>;
export type InquiryField = keyof z.output<typeof inquiryFieldsSchema>;
