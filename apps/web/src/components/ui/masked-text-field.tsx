import { useEffect, useMemo, type ComponentProps } from 'react';
import { useIMask } from 'react-imask';
import { maskOptions } from '#lib/mask.ts';
import { TextField } from './field.tsx';

type MaskedTextFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'value' | 'defaultValue' | 'onChange' | 'ref'
> & {
  /** A spec mask (§5): `#` digit, `X` letter or digit, `S` letter, `A`/`a` upper/lower case, `!` escape. */
  mask: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A text field that formats what is typed or pasted as it goes, e.g. a phone number. */
export function MaskedTextField({ mask, value, onValueChange, ...field }: MaskedTextFieldProps) {
  const options = useMemo(() => maskOptions(mask), [mask]);
  const { ref, maskRef } = useIMask<HTMLInputElement>(options, {
    onAccept: (accepted) => onValueChange(accepted),
  });

  // The mask owns the input; a value set from outside (a reset) is handed to it.
  useEffect(() => {
    if (maskRef.current && maskRef.current.value !== value) maskRef.current.value = value;
  }, [maskRef, value]);

  return <TextField ref={ref} {...field} />;
}
