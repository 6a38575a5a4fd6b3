import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Field, controlVariants } from './field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'name'> & {
  label: string;
  name: string;
  error?: string;
  description?: string;
  required?: boolean;
};

/** Labelled text input; spread react-hook-form's `register('x')` straight into it. */
export function TextField({
  label,
  name,
  error,
  description,
  required,
  id,
  className,
  type = 'text',
  ...props
}: TextFieldProps) {
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
      {(control) => <input type={type} className={cn(controlVariants({ kind: 'input' }))} {...control} {...props} />}
    </Field>
  );
}
