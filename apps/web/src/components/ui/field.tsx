import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import './field.css';

type TextFieldProps = Omit<ComponentProps<'input'>, 'prefix' | 'children'> & {
  label: string;
  hint?: string;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string | null;
  /** A fixed mark inside the field before the value, e.g. "@". */
  prefix?: string;
};

/**
 * "required" / "optional" beside a field's label. The input's own `required` is what screen readers
 * announce, so the mark of a required field is for the eyes only.
 */
export function FieldMark({ kind }: { kind: 'required' | 'optional' }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={clsx('field__mark', kind === 'optional' && 'field__mark--optional')}
      aria-hidden={kind === 'required' ? true : undefined}
    >
      {t(`field.${kind}`)}
    </span>
  );
}

/**
 * A labelled text input with an optional hint and an error line tied to it for screen readers; a
 * required one is marked as such.
 */
export function TextField({ label, hint, error, prefix, className, id, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx('field', className)}>
      {/* The mark sits beside the label, not in it: the input's name stays the label alone. */}
      <div className="field__head">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {input.required && <FieldMark kind="required" />}
      </div>
      <div className={clsx('field__control', error && 'field__control--invalid')}>
        {prefix && (
          <span className="field__prefix" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: string;
  /** Draw the checkbox as an on/off switch (settings) rather than a tick box (forms). */
  isSwitch?: boolean;
};

export function CheckboxField({
  label,
  hint,
  isSwitch = false,
  className,
  id,
  ...input
}: CheckboxFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={clsx('check', isSwitch && 'check--switch', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="check__input"
        role={isSwitch ? 'switch' : undefined}
        aria-describedby={hint ? hintId : undefined}
        {...input}
      />
      <span className="check__text">
        <label htmlFor={inputId} className="check__label">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="check__hint">
            {hint}
          </span>
        )}
      </span>
    </div>
  );
}

/** A form-level failure (not tied to one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p className="form-alert" role="alert">
      {children}
    </p>
  );
}
