import type { ComponentProps } from 'react';
import { Field, controlVariants, splitFieldProps, type FieldOwnProps } from './field';

export type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'name'> & FieldOwnProps & { label: string };

export function TextareaField({ rows = 5, ...props }: TextareaFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          data-slot="textarea"
          rows={rows}
          className={controlVariants({ kind: 'textarea' })}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
