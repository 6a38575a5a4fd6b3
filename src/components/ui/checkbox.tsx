import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'name' | 'type'> & {
  label: ReactNode;
  name: string;
  error?: string;
  description?: string;
  required?: boolean;
};

export function CheckboxField({
  label,
  name,
  error,
  description,
  required,
  id,
  className,
  ...props
}: CheckboxFieldProps) {
  return (
    <Field
      id={id}
      name={name}
      label={label}
      description={description}
      error={error}
      required={required}
      layout="inline"
      className={className}
    >
      {(control) => (
        <input
          type="checkbox"
          // The native box follows the accent colour and the theme's colour-scheme.
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent disabled:cursor-not-allowed"
          {...control}
          {...props}
        />
      )}
    </Field>
  );
}
