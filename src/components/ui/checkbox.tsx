import type { ComponentProps } from 'react';
import { Field, splitFieldProps, type FieldOwnProps } from './field';

export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'name' | 'type'> & FieldOwnProps;

export function CheckboxField(props: CheckboxFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field} layout="inline">
      {(control) => (
        <input
          data-slot="checkbox"
          type="checkbox"
          // The native box follows the accent colour and the theme's colour-scheme.
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-accent disabled:cursor-not-allowed"
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
