import { useId, type ComponentProps, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import './field.css';

/** What every text field has around its control: a label, a hint, an error and a live counter. */
type FieldParts = {
  label: string;
  hint?: string;
  /** Shown under the input and announced; marks the input invalid. */
  error?: string | null;
  /**
   * A live line under the field, e.g. how many characters are left; an empty string says nothing
   * yet. Always in the page, so a screen reader hears it once it has something to say.
   */
  counter?: string;
  /** Marks an optional field beside its label (a required one is marked by its `required`). */
  isOptional?: boolean;
};

type TextFieldProps = Omit<ComponentProps<'input'>, 'prefix' | 'children'> &
  FieldParts & {
    /** A fixed mark inside the field before the value, e.g. "@". */
    prefix?: string;
  };

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & FieldParts;

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

type FieldFrameProps = FieldParts & {
  id: string | undefined;
  required: boolean | undefined;
  className: string | undefined;
  /** The control, given its id and the ARIA that ties the lines under it to it. */
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
};

function FieldFrame({
  id,
  label,
  hint,
  error,
  counter,
  isOptional,
  required,
  className,
  children,
}: FieldFrameProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  const describedBy = [error ? errorId : null, hint ? hintId : null, counter !== undefined ? counterId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={clsx('field', className)}>
      {/* The mark sits beside the label, not in it: the input's name stays the label alone. */}
      <div className="field__head">
        <label className="field__label" htmlFor={inputId}>
          {label}
        </label>
        {required && <FieldMark kind="required" />}
        {isOptional && !required && <FieldMark kind="optional" />}
      </div>
      <div className={clsx('field__control', error && 'field__control--invalid')}>
        {children({
          id: inputId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
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
      {counter !== undefined && (
        <p id={counterId} className="field__hint field__counter" aria-live="polite">
          {counter}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled text input with an optional hint, an error line and a counter tied to it for screen
 * readers; a required one is marked as such.
 */
export function TextField({
  label,
  hint,
  error,
  counter,
  isOptional,
  prefix,
  className,
  id,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, counter, isOptional, className }} required={input.required}>
      {(control) => (
        <>
          {prefix && (
            <span className="field__prefix" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input className="field__input" {...control} {...input} />
        </>
      )}
    </FieldFrame>
  );
}

/** TextField's multi-line twin: a textarea that grows with its text. */
export function TextAreaField({
  label,
  hint,
  error,
  counter,
  isOptional,
  className,
  id,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ id, label, hint, error, counter, isOptional, className }} required={textarea.required}>
      {(control) => <textarea className="field__input field__textarea" {...control} {...textarea} />}
    </FieldFrame>
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
