import { getTextareaProps } from '@conform-to/react';
import { Suspense, lazy, useRef } from 'react';
import { FieldError, type TextMeta } from './fields';
import { useHydrated } from './use-hydrated';

// The editor is loaded only by the edit screens that have formatted text, and only in the browser.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * Formatted text (news and event descriptions, leaders' messages). In the
 * browser it is a small editor that writes its HTML into a hidden input of the
 * field's name; before JavaScript runs (or without it) it is a plain textarea
 * holding the same HTML, so the form works either way. The server sanitises it.
 */
export function RichTextField({
  meta,
  label,
  hint,
  required,
}: {
  meta: TextMeta;
  label: string;
  hint?: string;
  required?: boolean;
}) {
  const hydrated = useHydrated();
  // What was typed into the plain textarea while the editor loaded: the editor starts from it, not from the
  // value this field had when it was last rendered.
  const typed = useRef<string | null>(null);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const labelId = `${meta.id}-label`;
  const hintText = hint ? (
    <p id={hintId} className="hint">
      {hint}
    </p>
  ) : null;

  const plain = (
    <div className="field">
      <label htmlFor={meta.id} id={labelId}>
        {label}
      </label>
      {hintText}
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hintId })}
        required={required || undefined}
        rows={10}
        onInput={(event) => (typed.current = event.currentTarget.value)}
      />
      <FieldError meta={meta} />
    </div>
  );
  if (!hydrated) return plain;

  const describedBy = [meta.errors?.length ? meta.errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Suspense fallback={plain}>
      <div className="field">
        <span id={labelId} className="field-label">
          {label}
        </span>
        {hintText}
        <RichTextEditor
          name={meta.name}
          label={label}
          labelId={labelId}
          describedBy={describedBy}
          invalid={Boolean(meta.errors?.length)}
          required={Boolean(required)}
          initialHtml={typeof meta.value === 'string' ? meta.value : ((meta.initialValue as string | undefined) ?? '')}
          typed={typed}
        />
        <FieldError meta={meta} />
      </div>
    </Suspense>
  );
}
