import { describe, expect, it } from 'vitest';
import { buildInquiryPayload, inquiryFormSchema, inquiryPayloadSchema, isHoneypotFilled } from '@/lib/inquiry';
import { countryOptions } from '@/lib/inquiry/countries';

const filled = {
  firstName: '  Ada ',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  email: ' ada@example.com ',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  reasonForContacting: 'We want an AI receptionist for our London office.',
};

const messagesOf = (input: unknown) =>
  Object.fromEntries(inquiryFormSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

describe('inquiry form schema', () => {
  it('requires every field with a clear message', () => {
    expect(messagesOf({})).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      company: 'Enter your company name',
      email: 'Enter your email address',
      phone: 'Enter your phone number',
      country: 'Choose your country',
      reasonForContacting: 'Tell us why you are getting in touch',
    });
  });

  it('treats whitespace-only answers as empty', () => {
    expect(messagesOf({ ...filled, firstName: '   ' })).toEqual({ firstName: 'Enter your first name' });
  });

  it('rejects a malformed email', () => {
    expect(messagesOf({ ...filled, email: 'ada-at-example' })).toEqual({
      email: 'Enter a valid email address, like name@company.com',
    });
  });

  it('trims values and defaults marketing consent to false', () => {
    const values = inquiryFormSchema.parse(filled);
    expect(values.firstName).toBe('Ada');
    expect(values.email).toBe('ada@example.com');
    expect(values.marketingConsent).toBe(false);
  });
});

describe('buildInquiryPayload', () => {
  it('returns exactly the webhook fields, without the honeypot', () => {
    const values = inquiryFormSchema.parse({ ...filled, marketingConsent: true, inquiryRef: 'spam.example' });
    const payload = buildInquiryPayload(values);
    expect(payload).toStrictEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines Ltd',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      reasonForContacting: 'We want an AI receptionist for our London office.',
      marketingConsent: true,
      source: 'infinyte.ai',
      lang: 'en-us',
    });
    expect(inquiryPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('the payload schema refuses unknown keys such as the honeypot', () => {
    const payload = buildInquiryPayload(inquiryFormSchema.parse(filled));
    expect(inquiryPayloadSchema.safeParse({ ...payload, inquiryRef: 'x' }).success).toBe(false);
  });
});

describe('honeypot', () => {
  it('is filled only when it holds text', () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ inquiryRef: '  ' })).toBe(false);
    expect(isHoneypotFilled({ inquiryRef: 'http://spam.example' })).toBe(true);
  });
});

describe('country options', () => {
  it('lists English country names, sorted, with the name as value', () => {
    expect(countryOptions.length).toBeGreaterThan(240);
    expect(countryOptions).toContainEqual({ value: 'United Kingdom', label: 'United Kingdom' });
    const labels = countryOptions.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
