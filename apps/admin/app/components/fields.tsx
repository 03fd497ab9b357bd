/**
 * The labelled controls of every console form, fed by Conform: each has its
 * label, an optional hint and its error message, both tied to the control by
 * aria-describedby, and keeps what was typed when the server refuses a form.
 */
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';

export type TextMeta = FieldMetadata<string | undefined>;

type InputType = 'text' | 'email' | 'password' | 'url' | 'date' | 'datetime-local' | 'search' | 'tel';

interface CommonProps {
  meta: TextMeta;
  label: ReactNode;
  hint?: string;
  required?: boolean;
}

const hintIdOf = (meta: TextMeta, hint: string | undefined) => (hint ? `${meta.id}-hint` : undefined);

export function FieldError({ meta }: { meta: Pick<FieldMetadata<unknown>, 'errors' | 'errorId'> }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="field-error">
      {meta.errors.join(' ')}
    </p>
  );
}

function Hint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  if (!id || !hint) return null;
  return (
    <p id={id} className="hint">
      {hint}
    </p>
  );
}

export function InputField({
  meta,
  label,
  hint,
  required,
  type = 'text',
  autoComplete,
  inputMode,
}: CommonProps & {
  type?: InputType;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'url' | 'text';
}) {
  const hintId = hintIdOf(meta, hint);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <Hint id={hintId} hint={hint} />
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hintId })}
        required={required || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
      <FieldError meta={meta} />
    </div>
  );
}

export function TextareaField({ meta, label, hint, required, rows = 6 }: CommonProps & { rows?: number }) {
  const hintId = hintIdOf(meta, hint);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <Hint id={hintId} hint={hint} />
      <textarea {...getTextareaProps(meta, { ariaDescribedBy: hintId })} required={required || undefined} rows={rows} />
      <FieldError meta={meta} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  meta,
  label,
  hint,
  required,
  choices,
  placeholder,
}: CommonProps & { choices: readonly Choice[]; placeholder?: string }) {
  const hintId = hintIdOf(meta, hint);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <Hint id={hintId} hint={hint} />
      <select {...getSelectProps(meta, { ariaDescribedBy: hintId })} required={required || undefined}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}

export function CheckboxField({ meta, label, hint }: CommonProps) {
  const hintId = hintIdOf(meta, hint);
  return (
    <div className="field">
      <div className="check">
        <input {...getInputProps(meta, { type: 'checkbox', ariaDescribedBy: hintId })} />
        <label htmlFor={meta.id}>{label}</label>
      </div>
      <Hint id={hintId} hint={hint} />
      <FieldError meta={meta} />
    </div>
  );
}

/** A file field: what it offers to choose (`accept`) is a hint to the picker; the server reads each file's content. */
export function FileField({
  meta,
  label,
  hint,
  accept,
  multiple = false,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint: string;
  accept: string;
  multiple?: boolean;
}) {
  const hintId = `${meta.id}-hint`;
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <Hint id={hintId} hint={hint} />
      <input
        {...getInputProps(meta, { type: 'file', ariaDescribedBy: hintId })}
        accept={accept}
        multiple={multiple || undefined}
      />
      <FieldError meta={meta} />
    </div>
  );
}
