import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { safeLinkHref } from '@school/shared/link-safety';
import styles from './rich-text-editor.module.css';

interface Props {
  /** The form field the HTML is sent as. */
  name: string;
  label: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  /** What the field holds: what was typed into the plain textarea before the editor arrived, if anything. */
  initialHtml: string;
  /** The plain textarea had focus when the editor took its place: typing goes on in the editor. */
  focused: boolean;
}

type Tool = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link';

const tools: { tool: Tool; label: string; run?: (editor: Editor) => void }[] = [
  { tool: 'bold', label: 'Bold', run: (editor) => editor.chain().focus().toggleBold().run() },
  { tool: 'italic', label: 'Italic', run: (editor) => editor.chain().focus().toggleItalic().run() },
  { tool: 'bulletList', label: 'Bulleted list', run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { tool: 'orderedList', label: 'Numbered list', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { tool: 'link', label: 'Link' },
];

/**
 * Paragraphs, bold, italic, lists and links: what the site's formatted text
 * may hold, and nothing more. The toolbar is one tab stop; the arrow keys move
 * along it, and each button says whether its format is on (aria-pressed).
 */
export default function RichTextEditor({
  name,
  label,
  labelId,
  describedBy,
  invalid,
  required,
  initialHtml,
  focused,
}: Props) {
  const [startHtml] = useState(initialHtml);
  const [html, setHtml] = useState(startHtml);
  const attributes = useMemo(
    () => ({
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(invalid ? { 'aria-invalid': 'true' } : {}),
      ...(required ? { 'aria-required': 'true' } : {}),
      class: styles.content ?? '',
    }),
    [labelId, describedBy, invalid, required],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url, { defaultValidate }) => safeLinkHref(url) !== undefined && defaultValidate(url),
        },
      }),
    ],
    content: startHtml,
    // Only ever drawn in the browser (see rich-text-field.tsx), so it may render at once.
    immediatelyRender: true,
    autofocus: focused ? 'end' : false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
  });

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });

  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll('button')[next]?.focus();
  };

  const [linkOpen, setLinkOpen] = useState(false);
  const [linkAddress, setLinkAddress] = useState('');
  const [linkError, setLinkError] = useState('');
  const linkInputId = useId();
  const linkErrorId = useId();
  const linkButtonRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (linkOpen) document.getElementById(linkInputId)?.focus();
  }, [linkOpen, linkInputId]);

  const openLink = () => {
    setLinkAddress((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError('');
    setLinkOpen(true);
  };
  const closeLink = () => {
    setLinkOpen(false);
    linkButtonRef.current?.focus();
  };
  const applyLink = () => {
    const href = safeLinkHref(linkAddress);
    if (!href) {
      setLinkError('Type a web address starting with https://, or a page of this site starting with /.');
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    setLinkOpen(false);
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  };
  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter here adds the link; it must not send the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeLink();
    }
  };

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={`Formatting for ${label}`}
        className={styles.toolbar}
        onKeyDown={moveFocus}
      >
        {tools.map(({ tool, label: toolLabel, run }, n) => (
          <button
            key={tool}
            ref={tool === 'link' ? linkButtonRef : undefined}
            type="button"
            className={styles.tool}
            aria-pressed={tool === 'link' ? active.link || linkOpen : active[tool]}
            tabIndex={n === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(n)}
            onClick={() => (run ? run(editor) : linkOpen ? closeLink() : openLink())}
          >
            {toolLabel}
          </button>
        ))}
      </div>
      {linkOpen && (
        <div className={styles.linkPanel}>
          <label htmlFor={linkInputId}>Link address</label>
          <input
            id={linkInputId}
            type="url"
            inputMode="url"
            value={linkAddress}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? linkErrorId : undefined}
            onChange={(event) => setLinkAddress(event.target.value)}
            onKeyDown={onLinkKey}
          />
          <div className={styles.linkButtons}>
            <button type="button" className="button" onClick={applyLink}>
              {active.link ? 'Change link' : 'Add link'}
            </button>
            {active.link && (
              <button type="button" className="button button-secondary" onClick={removeLink}>
                Remove link
              </button>
            )}
            <button type="button" className="button button-secondary" onClick={closeLink}>
              Cancel
            </button>
          </div>
          {linkError && (
            <p id={linkErrorId} role="alert" className="field-error">
              {linkError}
            </p>
          )}
        </div>
      )}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
