import { getTextareaProps } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import type { SchoolDocument } from '@school/shared/page-text-editing';
import { FieldError, type TextMeta } from './fields';
import type RichTextEditor from './rich-text-editor';

type EditorComponent = typeof RichTextEditor;

/** How long typing must stop before the editor takes the textarea's place under the person's fingers. */
const typingPauseMs = 800;

/** Where the plain textarea was when the editor took its place. */
interface HandOver {
  Editor: EditorComponent;
  text: string;
  focused: boolean;
}

/**
 * Formatted text (news and event descriptions, leaders' messages) and a page's
 * text (`pageText`: with headings and blocks). In the browser it is a small
 * editor that writes its HTML into a hidden input of the field's name; before
 * JavaScript runs (or without it) it is a plain textarea holding the same HTML,
 * so the form works either way. The server sanitises it, or reads a page's
 * text from it.
 *
 * On a slow phone the editor's code may arrive while someone is typing into the
 * textarea. The same textarea stays on screen (through hydration too) until the
 * code is here and the typing pauses; then the editor starts from the
 * textarea's text as it is at that moment, and takes the focus if the textarea
 * had it, so nothing typed is lost and typing simply goes on.
 */
export function RichTextField({
  meta,
  label,
  hint,
  required,
  pageText = false,
  documents = [],
}: {
  meta: TextMeta;
  label: string;
  hint?: string;
  required?: boolean;
  pageText?: boolean;
  /** The school's documents, which Insert block offers to show in a page's text. */
  documents?: readonly SchoolDocument[];
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const lastInput = useRef(-Infinity);
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const labelId = `${meta.id}-label`;

  useEffect(() => {
    let mounted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Hands the text over once the textarea is left, or its typing pauses: never between two keys. */
    function handOverWhenIdle(Editor: EditorComponent) {
      const area = textarea.current;
      if (!mounted || !area) return;
      const focused = document.activeElement === area;
      const waitMs = lastInput.current + typingPauseMs - performance.now();
      if (focused && waitMs > 0) {
        timer = setTimeout(() => handOverWhenIdle(Editor), waitMs);
        return;
      }
      // Left here, before React removes it: a focused field removed while React draws the page reports its blur
      // in the middle of that, when the form's own handlers cannot answer, and the browser would send the form.
      if (focused) area.blur();
      setHandOver({ Editor, text: area.value, focused });
    }
    // The editor is loaded only by the edit screens that have formatted text, and only in the browser.
    void import('./rich-text-editor').then(({ default: Editor }) => handOverWhenIdle(Editor));
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, []);

  const hintText = hint ? (
    <p id={hintId} className="hint">
      {hint}
    </p>
  ) : null;

  if (!handOver) {
    return (
      <div className="field">
        <label htmlFor={meta.id} id={labelId}>
          {label}
        </label>
        {hintText}
        <textarea
          {...getTextareaProps(meta, { ariaDescribedBy: hintId })}
          ref={textarea}
          required={required || undefined}
          rows={10}
          onInput={() => (lastInput.current = performance.now())}
        />
        <FieldError meta={meta} />
      </div>
    );
  }

  const { Editor } = handOver;
  const describedBy = [meta.errors?.length ? meta.errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <span id={labelId} className="field-label">
        {label}
      </span>
      {hintText}
      <Editor
        name={meta.name}
        label={label}
        labelId={labelId}
        describedBy={describedBy}
        invalid={Boolean(meta.errors?.length)}
        required={Boolean(required)}
        initialHtml={handOver.text}
        focused={handOver.focused}
        pageText={pageText}
        documents={documents}
      />
      <FieldError meta={meta} />
    </div>
  );
}
