import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
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
import { useAppRunning } from '@/lib/react/use-app-running';
import { site } from '@/config/site';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { EmailField } from '@/components/ui/email-field';
import { FormStatus } from '@/components/ui/form-status';
import { SelectField } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
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
  /** The id of the heading that names the form, which makes it a form landmark (the contact page's). */
  labelledBy?: string;
  /** Replaces the webhook call (stories); production uses the configured webhook. */
  send?: (payload: InquiryPayload, options: { idempotencyKey: string }) => Promise<void>;
  /** How long the thank-you stays, in ms: the specification's 5 s; a story that pictures it holds it (Infinity). */
  successShownFor?: number;
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

/** A send refused by the form's own checks: which submit it was (react-hook-form's count) and how many fields failed. */
type RefusedSend = { submit: number; fields: number };

export function InquiryForm({ source, className, defaultValues, send, labelledBy, successShownFor }: InquiryFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
    subscribe,
  } = useForm<InquiryFormInput, unknown, InquiryFormValues>({
    resolver: zodResolver(inquiryFormSchema),
    // What the visitor wrote before closing the dialog or leaving the page comes back.
    defaultValues: withDraft({ ...emptyValues, ...defaultValues }, inquiryOutbox.get(source).draft),
    // Focus moves once the errors are on the page (below), so the first field is read with its error.
    shouldFocusError: false,
  });
  // The browser checks `required` only in the served form; once this code runs, the fields say aria-required
  // and carry aria-invalid only after a send that they failed.
  const validation = useAppRunning() ? 'script' : 'native';
  const form = useRef<HTMLFormElement | null>(null);
  const formRef = useCallback((element: HTMLFormElement | null) => {
    form.current = element;
    takeOverValidation(element);
  }, []);
  const [refused, setRefused] = useState<RefusedSend>({ submit: 0, fields: 0 });
  const errorCount = Object.keys(errors).length;

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
  const { status, submit, clearOutcome } = useInquirySubmission({
    source,
    send,
    onSuccess: clear,
    successShownFor,
  });
  const onSubmit = handleSubmit(submit, (failed) => {
    clearOutcome();
    // react-hook-form counts this submit just after this callback, with the errors.
    setRefused({ submit: submitCount + 1, fields: Object.keys(failed).length });
  });
  // Once a refused send's errors are on the page: focus the first field that failed, in the order the visitor
  // meets them.
  useEffect(() => {
    if (refused.submit > 0 && refused.submit === submitCount) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [refused.submit, submitCount]);
  const submitting = status === 'submitting';
  const fieldCheck = { required: true, validation } as const;
  // Read-only while sending, so nothing typed then is wiped by the reset after success. Selects and
  // checkboxes have no read-only state: their changes are refused instead.
  const locked = {
    onMouseDown: (event: MouseEvent) => submitting && event.preventDefault(),
    onKeyDown: (event: KeyboardEvent) => submitting && event.key !== 'Tab' && event.preventDefault(),
  };

  return (
    // method and action make a native post before the form's island runs (or without scripts): the endpoint then
    // answers with a page. Once it runs, onSubmit sends it as JSON instead.
    <form
      ref={formRef}
      aria-labelledby={labelledBy}
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
          {...fieldCheck}
          autoComplete="given-name"
          error={errors.firstName?.message}
          readOnly={submitting}
          {...register('firstName')}
        />
        <TextField
          label="Last name"
          {...fieldCheck}
          autoComplete="family-name"
          error={errors.lastName?.message}
          readOnly={submitting}
          {...register('lastName')}
        />
        <TextField
          label="Company"
          {...fieldCheck}
          autoComplete="organization"
          error={errors.company?.message}
          readOnly={submitting}
          {...register('company')}
        />
        <EmailField
          label="Email"
          {...fieldCheck}
          readOnly={submitting}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          {...fieldCheck}
          autoComplete="tel"
          error={errors.phone?.message}
          readOnly={submitting}
          {...register('phone')}
        />
        <SelectField
          label="Country"
          {...fieldCheck}
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
        {...fieldCheck}
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
      {/* Beside the button, read in the order of the page; not the button's description, heard on every visit. */}
      <LegalNote />
      <div className="flex flex-col items-start gap-4">
        {/* aria-disabled rather than disabled: the button keeps focus while sending, and the hook refuses a second post. */}
        <Button type="submit" size="lg" aria-disabled={submitting}>
          {submitting ? inquiryMessages.sending : inquiryMessages.submit}
        </Button>
        <FormStatus status={status}>
          {status !== 'idle' && <InquiryStatusMessage status={status} onRetry={() => void onSubmit()} />}
          {/* Keyed by submit: the same count after another refused send is a new announcement. */}
          {status === 'idle' && refused.fields > 0 && errorCount > 0 && (
            <VisuallyHidden key={refused.submit}>{inquiryMessages.fieldsNeedAttention(refused.fields)}</VisuallyHidden>
          )}
        </FormStatus>
      </div>
    </form>
  );
}
