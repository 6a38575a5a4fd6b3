import { useId, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { FieldError } from './field-error';

/** Shared look of text inputs, selects and textareas. */
export const controlVariants = cva(
  [
    'block w-full rounded-md border border-border-strong bg-surface-raised px-4 text-base text-fg shadow-sm',
    'transition-colors duration-fast ease-standard placeholder:text-fg-muted hover:border-fg',
    'focus-visible:border-accent aria-[invalid=true]:border-danger',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-70',
  ],
  {
    variants: {
      kind: axis('kind', {
        input: 'h-12',
        select: 'h-12 cursor-pointer appearance-none pe-12',
        textarea: 'min-h-36 resize-y py-3',
      }),
    },
    defaultVariants: { kind: 'input' },
  },
);

/**
 * Who checks a required field: the browser (`native`: the `required` attribute, for a form that posts without
 * scripts) or the form's own code (`script`: `aria-required`, and `aria-invalid` only on a field that failed).
 * Browsers expose an empty `required` control as `:invalid`, which Firefox reads out as "invalid entry" before
 * anything was typed, so a form that validates itself takes `script`.
 */
export type FieldValidation = 'native' | 'script';

/** Everything a control needs to be tied to its label, description and error. */
export type ControlProps = {
  id: string;
  name: string;
  required?: boolean;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  suppressHydrationWarning?: true;
};

export type FieldProps = {
  id?: string;
  name: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  required?: boolean;
  validation?: FieldValidation;
  /** 'inline' puts the control before its label (checkboxes). */
  layout?: 'stack' | 'inline';
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** What every labelled control accepts besides its element's own attributes. */
export type FieldOwnProps = {
  label: ReactNode;
  name: string;
  error?: string;
  description?: string;
  required?: boolean;
  /** Who checks `required` (default `native`). */
  validation?: FieldValidation;
  id?: string;
  className?: string;
};

/** Splits a field component's props into those of its Field and the rest, which go to the control. */
export function splitFieldProps<P extends FieldOwnProps>(props: P) {
  const { label, name, error, description, required, validation, id, className, ...control } = props;
  return [{ label, name, error, description, required, validation, id, className }, control] as const;
}

// The one place that wires id, required, aria-invalid and aria-describedby, so no form repeats it.
export function Field({
  id: idProp,
  name,
  label,
  description,
  error,
  required,
  validation = 'native',
  layout = 'stack',
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const id = idProp ?? `${name}-${autoId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  const control = children({
    id,
    name,
    required: validation === 'native' ? required : undefined,
    'aria-required': validation === 'script' && required ? true : undefined,
    // A page that runs scripts takes a served field's `required` over before the form's code hydrates it (the
    // islands runtime, src/islands/hydrate.ts): the attributes hydration meets are the script's, by design.
    suppressHydrationWarning: validation === 'native' && required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  });
  const labelNode = (
    <Label htmlFor={id} required={required} weight={layout === 'inline' ? 'regular' : 'semibold'}>
      {label}
    </Label>
  );
  const descriptionNode = description && (
    <p id={descriptionId} className="text-sm text-fg-muted">
      {description}
    </p>
  );

  return (
    <div data-slot="field" data-invalid={error ? '' : undefined} className={cn('flex flex-col gap-2', className)}>
      {layout === 'inline' ? (
        <div className="flex items-start gap-3">
          {control}
          <div className="flex flex-col gap-1">
            {labelNode}
            {descriptionNode}
          </div>
        </div>
      ) : (
        <>
          {labelNode}
          {descriptionNode}
          {control}
        </>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
