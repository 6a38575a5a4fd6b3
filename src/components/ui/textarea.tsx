import type { ComponentProps } from 'react';
import { Field, controlVariants } from './field';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'name'> & {
  label: string;
  name: string;
  error?: string;
  description?: string;
  required?: boolean;
};

export function TextareaField({
  label,
  name,
  error,
  description,
  required,
  id,
  className,
  rows = 5,
  ...props
}: TextareaFieldProps) {
  return (
    <Field
      id={id}
      name={name}
      label={label}
      description={description}
      error={error}
      required={required}
      className={className}
    >
      {(control) => <textarea rows={rows} className={controlVariants({ kind: 'textarea' })} {...control} {...props} />}
    </Field>
  );
}
