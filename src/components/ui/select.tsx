import type { ComponentProps } from 'react';
import { Field, controlVariants, splitFieldProps, type FieldOwnProps } from './field';
import { ChevronDownIcon } from './icons';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'name' | 'children'> &
  FieldOwnProps & {
    label: string;
    options: SelectOption[];
    /** An empty first option; with `required` the browser rejects it until a real choice is made. */
    placeholder?: string;
  };

// A native select: the platform's own picker is the most keyboard- and screen-reader-friendly one.
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <select data-slot="select" className={controlVariants({ kind: 'select' })} {...control} {...rest}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            size="md"
            className="pointer-events-none absolute end-4 top-1/2 -translate-y-1/2 text-fg-muted"
          />
        </div>
      )}
    </Field>
  );
}
