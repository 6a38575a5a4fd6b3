import { TextField, type TextFieldProps } from './text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      data-slot="email-field"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...props}
    />
  );
}
