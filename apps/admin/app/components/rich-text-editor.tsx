import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { safeLinkHref } from '@school/shared/link-safety';
import type { SchoolDocument } from '@school/shared/page-text-editing';
import { schoolFactFields, schoolFactLabel, type SchoolFactName } from '@school/shared/school-facts';
import { editorExtensions } from './editor-extensions';
import { blockChoices, insertChosenBlock } from './insert-block';
import { InsertPanel } from './insert-panel';
import { onPanelKey } from './panel-keys';
import {
  blockHoldingSelection,
  canMovePiece,
  movePiece,
  removeBlockHoldingSelection,
  SchoolFact,
  selectedBlock,
} from './page-text-nodes';
import { moveRow, toggleAmounts, tablePlace, tableTools } from './page-table';
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
  /** A page's text: headings, and its blocks and facts (page-text-nodes.ts), besides formatted text. */
  pageText?: boolean;
  /** The school's documents, which Insert block offers to show in a page's text. */
  documents?: readonly SchoolDocument[];
}

/** What the toolbar's buttons read of the editor as it is now. */
interface ToolState {
  active: Record<string, boolean>;
  /** The selected piece of a page's text can move up, down; a block is selected as one piece (its name). */
  canMoveUp: boolean;
  canMoveDown: boolean;
  block: string | undefined;
  /** Where the selection is in a table, if it is in one: its row (0 the headings), its rows and columns. */
  table: { row: number; rows: number; columns: number; amounts: boolean } | undefined;
}

interface Tool {
  id: string;
  label: string;
  /** What pressing it does; none for Link, Insert fact and Insert block, which open their panels. */
  run?: (editor: Editor) => void;
  /** A format that is on or off shows which (aria-pressed); an action does not. */
  toggles: boolean;
  /** An action that cannot be done now says so (aria-disabled), and stays in the toolbar's keyboard order. */
  available?: (state: ToolState) => boolean;
}

const format = (id: string, label: string, run: (editor: Editor) => void): Tool => ({ id, label, run, toggles: true });

/** The tools that open a panel to insert one thing chosen from a list. */
type InsertPanelId = 'fact' | 'block';
const isInsertPanel = (id: string): id is InsertPanelId => id === 'fact' || id === 'block';

/** What each Insert panel offers, and says of it. */
function insertPanels(
  documents: readonly SchoolDocument[],
): Record<InsertPanelId, { label: string; hint: string; choices: { value: string; label: string }[] }> {
  return {
    fact: {
      label: 'Fact of the school',
      hint: 'The site shows it as Settings, School profile, says it now.',
      choices: (Object.keys(schoolFactFields) as SchoolFactName[]).map((name) => ({
        value: name,
        label: schoolFactLabel(name),
      })),
    },
    block: {
      label: 'Block to insert',
      hint: 'It goes after the paragraph the cursor is in. A PDF is one of the school’s documents, shown in a frame.',
      choices: blockChoices(documents),
    },
  };
}

const formatTools: Tool[] = [
  format('bold', 'Bold', (editor) => editor.chain().focus().toggleBold().run()),
  format('italic', 'Italic', (editor) => editor.chain().focus().toggleItalic().run()),
  format('bulletList', 'Bulleted list', (editor) => editor.chain().focus().toggleBulletList().run()),
  format('orderedList', 'Numbered list', (editor) => editor.chain().focus().toggleOrderedList().run()),
  { id: 'link', label: 'Link', toggles: true },
];

/** A page's text also has its headings, and its pieces (paragraphs, lists, blocks) move and go. */
const pageTools: Tool[] = [
  format('heading2', 'Heading', (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run()),
  format('heading3', 'Subheading', (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run()),
  ...formatTools,
  { id: 'fact', label: 'Insert fact', toggles: true },
  {
    id: 'moveUp',
    label: 'Move up',
    toggles: false,
    run: (editor) => movePiece(editor, 'up'),
    available: (state) => state.canMoveUp,
  },
  {
    id: 'moveDown',
    label: 'Move down',
    toggles: false,
    run: (editor) => movePiece(editor, 'down'),
    available: (state) => state.canMoveDown,
  },
  {
    id: 'removeBlock',
    label: 'Remove block',
    toggles: false,
    run: (editor) =>
      selectedBlock(editor) ? editor.chain().focus().deleteSelection().run() : removeBlockHoldingSelection(editor),
    available: (state) => state.block !== undefined,
  },
  { id: 'block', label: 'Insert block', toggles: true },
  ...(
    [
      ['addRow', 'Add row', (editor: Editor) => editor.chain().focus().addRowAfter().run()],
      ['removeRow', 'Remove row', (editor: Editor) => editor.chain().focus().deleteRow().run()],
      ['rowUp', 'Row up', (editor: Editor) => moveRow(editor, 'up')],
      ['rowDown', 'Row down', (editor: Editor) => moveRow(editor, 'down')],
      ['addColumn', 'Add column', (editor: Editor) => editor.chain().focus().addColumnAfter().run()],
      ['removeColumn', 'Remove column', (editor: Editor) => editor.chain().focus().deleteColumn().run()],
    ] as const
  ).map(([id, label, run]): Tool => ({
    id,
    label,
    toggles: false,
    run,
    available: (state) => tableTools[id](state.table),
  })),
  {
    id: 'amounts',
    label: 'Amounts in rupees',
    toggles: true,
    run: toggleAmounts,
    available: (state) => tableTools.amounts(state.table),
  },
];

/** Where the selection is in a table, as plain numbers the toolbar compares between renders. */
function tableShape(editor: Editor): ToolState['table'] {
  const place = tablePlace(editor);
  return place && { row: place.row, rows: place.rows, columns: place.columns, amounts: place.amounts };
}

/**
 * Paragraphs, bold, italic, lists and links: what the site's formatted text
 * may hold, and nothing more; a page's text also has headings and blocks. The
 * toolbar is one tab stop; the arrow keys move along it, and each button says
 * whether its format is on (aria-pressed), or that it cannot be used now.
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
  pageText = false,
  documents = [],
}: Props) {
  const tools = pageText ? pageTools : formatTools;
  const [startHtml] = useState(initialHtml);
  const [html, setHtml] = useState(startHtml);
  const savedRef = useRef<HTMLInputElement>(null);
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
    extensions: editorExtensions(pageText),
    content: startHtml,
    // Only ever drawn in the browser (see rich-text-field.tsx), so it may render at once.
    immediatelyRender: true,
    autofocus: focused ? 'end' : false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const value = current.isEmpty ? '' : current.getHTML();
      // Written at once as well: React draws the state in a later task, and a Save pressed before it would send the
      // text as it was.
      if (savedRef.current) savedRef.current.value = value;
      setHtml(value);
    },
  });

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  const toolState: ToolState = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: {
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        link: current.isActive('link'),
        heading2: current.isActive('heading', { level: 2 }),
        heading3: current.isActive('heading', { level: 3 }),
        amounts: Boolean(pageText && tablePlace(current)?.amounts),
      },
      canMoveUp: pageText && canMovePiece(current, 'up'),
      canMoveDown: pageText && canMovePiece(current, 'down'),
      block: pageText ? (selectedBlock(current) ?? blockHoldingSelection(current)) : undefined,
      table: pageText ? tableShape(current) : undefined,
    }),
    equalityFn: (a, b) => JSON.stringify(a) === JSON.stringify(b),
  });
  const { active } = toolState;

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

  /** The Insert panel open, if one is: Insert fact's or Insert block's. */
  const [insertOpen, setInsertOpen] = useState<InsertPanelId | undefined>();
  const insertButtons = useRef<Partial<Record<InsertPanelId, HTMLButtonElement | null>>>({});
  const closeInsert = () => {
    if (insertOpen) insertButtons.current[insertOpen]?.focus();
    setInsertOpen(undefined);
  };
  const insertChosen = (value: string) => {
    if (insertOpen === 'block') insertChosenBlock(editor, value, documents);
    else {
      const fact = value as SchoolFactName;
      editor
        .chain()
        .focus()
        .insertContent({ type: SchoolFact.name, attrs: { schoolFact: fact, label: schoolFactLabel(fact) } })
        .run();
    }
    setInsertOpen(undefined);
  };

  const openLink = () => {
    setLinkAddress((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError('');
    setInsertOpen(undefined);
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

  /** Whether a toggling tool shows as pressed: its format is on, or its panel is open. */
  const pressed = (id: string) =>
    id === 'link' ? active.link || linkOpen : isInsertPanel(id) ? insertOpen === id : Boolean(active[id]);

  return (
    <div className={styles.editor} data-invalid={invalid || undefined}>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={`Formatting for ${label}`}
        className={styles.toolbar}
        onKeyDown={moveFocus}
      >
        {tools.map(({ id, label: toolLabel, run, toggles, available }, n) => {
          const unavailable = available ? !available(toolState) : false;
          return (
            <button
              key={id}
              ref={
                id === 'link'
                  ? linkButtonRef
                  : isInsertPanel(id)
                    ? (button) => {
                        insertButtons.current[id] = button;
                      }
                    : undefined
              }
              type="button"
              className={styles.tool}
              aria-pressed={toggles ? pressed(id) : undefined}
              aria-disabled={unavailable || undefined}
              tabIndex={n === focusIndex ? 0 : -1}
              onFocus={() => setFocusIndex(n)}
              onClick={() => {
                if (unavailable) return;
                if (run) run(editor);
                else if (isInsertPanel(id)) {
                  setLinkOpen(false);
                  setInsertOpen(insertOpen === id ? undefined : id);
                } else if (linkOpen) closeLink();
                else openLink();
              }}
            >
              {toolLabel}
              {id === 'removeBlock' && toolState.block && <span className="visually-hidden">: {toolState.block}</span>}
            </button>
          );
        })}
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
            onKeyDown={(event) => onPanelKey(event, applyLink, closeLink)}
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
      {insertOpen && (
        <InsertPanel
          key={insertOpen}
          {...insertPanels(documents)[insertOpen]}
          onInsert={insertChosen}
          onClose={closeInsert}
        />
      )}
      <EditorContent editor={editor} />
      <input ref={savedRef} type="hidden" name={name} value={html} />
    </div>
  );
}
