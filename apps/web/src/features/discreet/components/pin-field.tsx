import type { ComponentProps } from 'react';
import { TextField } from '#components/ui/field.tsx';

export const PIN_MIN_LENGTH = 4;
const PIN_MAX_LENGTH = 8;

type PinFieldProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (digits: string) => void;
};

/** A PIN of digits, hidden as it is typed, with the phone's number pad. */
export function PinField({ value, onChange, ...field }: PinFieldProps) {
  return (
    <TextField
      type="password"
      inputMode="numeric"
      maxLength={PIN_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      {...field}
    />
  );
}
