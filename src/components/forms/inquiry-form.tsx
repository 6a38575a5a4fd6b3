import { useCallback, useEffect, type KeyboardEvent, type MouseEvent } from 'react';
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
import { nativeFormTarget } from '@/lib/inquiry/form-target';
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
import { inquiryOutbox, withDraft } from './inquiry-outbox';
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
  send?: (payload: InquiryPayload, options: { idempotencyKey: string }) => Promise<void>;
}

const nativeTarget = nativeFormTarget({
  webhookUrl: site.inquiryWebhookUrl,
  endpoint: site.inquiryEndpoint,
  contactEmail: site.contactEmail,
});

/** The served form keeps the browser's required-field check; once the script runs, it checks instead. */
const takeOverValidation = (form: HTMLFormElement | null) => {
  if (form) form.noValidate = true;
};

export function InquiryForm({ source, className, defaultValues, send }: InquiryFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
    subscribe,
  } = useForm<InquiryFormInput, unknown, InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    // What the visitor wrote before closing the dialog or leaving the page comes back.
    defaultValues: withDraft({ ...emptyValues, ...defaultValues }, inquiryOutbox.get(source).draft),
    shouldFocusError: true,
  });

  useEffect(() => inquiryOutbox.attach(source), [source]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => inquiryOutbox.saveDraft(source, values),
      }),
    [subscribe, source],
  );

  const clear = useCallback(() => reset(emptyValues), [reset]);
  const { status, submit, clearOutcome } = useInquirySubmission({ source, send, onSuccess: clear });
  const onSubmit = handleSubmit(submit, clearOutcome);
  const submitting = status === 'submitting';
  const legalId = `inquiry-legal-${source}`;
  // Read-only while sending, so nothing typed then is wiped by the reset after success. Selects and
  // checkboxes have no read-only state: their changes are refused instead.
  const locked = {
    onMouseDown: (event: MouseEvent) => submitting && event.preventDefault(),
    onKeyDown: (event: KeyboardEvent) => submitting && event.key !== 'Tab' && event.preventDefault(),
  };

  return (
    // method and action make a native post before the app runs (or without scripts): the endpoint then
    // answers with a page. Once the app runs, onSubmit sends it as JSON instead.
    <form
      ref={takeOverValidation}
      method="post"
      action={nativeTarget.action}
      encType={nativeTarget.encType}
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
          readOnly={submitting}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          readOnly={submitting}
          {...register('lastName')}
        />
        <TextField
          label="Company"
          required
          autoComplete="organization"
          error={errors.company?.message}
          readOnly={submitting}
          {...register('company')}
        />
        <EmailField label="Email" required readOnly={submitting} error={errors.email?.message} {...register('email')} />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          error={errors.phone?.message}
          readOnly={submitting}
          {...register('phone')}
        />
        <SelectField
          label="Country"
          required
          autoComplete="country-name"
          placeholder="Select your country"
          options={countryOptions}
          error={errors.country?.message}
          {...locked}
          {...register('country')}
        />
      </div>
      <TextareaField
        label="Reason for contacting"
        required
        description="A few lines about your goals help us bring the right people to the first call."
        error={errors.reasonForContacting?.message}
        readOnly={submitting}
        {...register('reasonForContacting')}
      />
      <CheckboxField
        label={inquiryMessages.consent}
        onClick={(event) => submitting && event.preventDefault()}
        {...register('marketingConsent')}
      />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <LegalNote id={legalId} />
      <div className="flex flex-col items-start gap-4">
        {/* aria-disabled rather than disabled: the button keeps focus while sending, and the hook refuses a second post. */}
        <Button type="submit" size="lg" aria-disabled={submitting} aria-describedby={legalId}>
          {submitting ? inquiryMessages.sending : inquiryMessages.submit}
        </Button>
        <FormStatus status={status}>
          {status !== 'idle' && <InquiryStatusMessage status={status} onRetry={() => void onSubmit()} />}
        </FormStatus>
      </div>
    </form>
  );
}
