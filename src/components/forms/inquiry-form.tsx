import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  HONEYPOT_FIELD,
  inquiryFormSchema,
  type InquiryFormInput,
  type InquiryFormValues,
  type InquiryPayload,
} from '@/lib/inquiry';
import { countryOptions } from '@/lib/inquiry/countries';
import { cn } from '@/lib/cn';
import { site } from '@/config/site';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { EmailField } from '@/components/ui/email-field';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import { HoneypotField } from './honeypot-field';
import { InquiryStatusMessage } from './inquiry-status-message';
import { LegalNote } from './legal-note';
import { inquiryMessages } from './inquiry-messages';
import { useInquirySubmission, type InquiryFormSource } from './use-inquiry-submission';

const emptyValues: InquiryFormInput = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  country: '',
  reasonForContacting: '',
  marketingConsent: false,
  [HONEYPOT_FIELD]: '',
};

export interface InquiryFormProps {
  /** Where the form lives; reported to analytics only, never sent with the inquiry. */
  source: InquiryFormSource;
  className?: string;
  defaultValues?: Partial<InquiryFormInput>;
  /** Replaces the webhook call (stories); production uses the configured webhook. */
  send?: (payload: InquiryPayload) => Promise<void>;
}

export function InquiryForm({ source, className, defaultValues, send }: InquiryFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InquiryFormInput, unknown, InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    defaultValues: { ...emptyValues, ...defaultValues },
    shouldFocusError: true,
  });

  const clear = useCallback(() => reset(emptyValues), [reset]);
  const { status, submit, clearOutcome } = useInquirySubmission({ source, send, onSuccess: clear });
  const onSubmit = handleSubmit(submit, clearOutcome);
  const submitting = status === 'submitting';
  const legalId = `inquiry-legal-${source}`;

  return (
    // method and action make a native post before the app runs (or without scripts): the endpoint then
    // answers with a page. Once the app runs, onSubmit sends it as JSON instead.
    <form
      method="post"
      action={site.inquiryWebhookUrl}
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      data-source={source}
      className={cn('relative flex flex-col gap-6', className)}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          label="Company"
          required
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <EmailField label="Email" required error={errors.email?.message} {...register('email')} />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label="Country"
          required
          autoComplete="country-name"
          placeholder="Select your country"
          options={countryOptions}
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      <TextareaField
        label="Reason for contacting"
        required
        description="A few lines about your goals help us bring the right people to the first call."
        error={errors.reasonForContacting?.message}
        {...register('reasonForContacting')}
      />
      <CheckboxField label={inquiryMessages.consent} {...register('marketingConsent')} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <LegalNote id={legalId} />
      <div className="flex flex-col items-start gap-4">
        {/* aria-disabled rather than disabled: the button keeps focus while sending, and the hook refuses a second post. */}
        <Button type="submit" size="lg" aria-disabled={submitting} aria-describedby={legalId}>
          {submitting ? inquiryMessages.sending : inquiryMessages.submit}
        </Button>
        {/* Kept displayed while empty: a live region must be in the accessibility tree before it speaks. */}
        <FormStatus status={status} className="empty:flex">
          {status !== 'idle' && <InquiryStatusMessage status={status} onRetry={() => void onSubmit()} />}
        </FormStatus>
      </div>
    </form>
  );
}
