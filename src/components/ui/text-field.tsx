import type { ComponentProps } from 'react';
import { Field, controlVariants, splitFieldProps, type FieldOwnProps } from './field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'name'> & FieldOwnProps & { label: string };

/** Labelled text input; spread react-hook-form's `register('x')` straight into it. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          data-slot="text-field"
          type={type}
          className={controlVariants({ kind: 'input' })}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
