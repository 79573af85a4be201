import { useId } from 'react';
import './field.css';

type SelectRowProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string; lang?: string }[];
  onChange: (value: Value) => void;
};

/** A settings row: a label and a native select, as the profile's language and theme are chosen. */
export function SelectRow<Value extends string>({ label, value, options, onChange }: SelectRowProps<Value>) {
  const id = useId();
  return (
    <div className="select-row">
      <label htmlFor={id} className="select-row__label">
        {label}
      </label>
      <select
        id={id}
        className="select-row__select"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
