/**
 * An item's files as staff organise them, in the site's order: an album's
 * photos (each with its alt text; the first is the cover), the photos of a
 * leader's message, testimonial or achievement (the site draws the first and
 * describes it by the item's name, so they take no alt text), or the files of
 * a news item, event or circular (listed by name, not as pictures; the site
 * links the first). Each has a button that makes it first, and Delete. The
 * order changes by dragging a file's handle, or from the keyboard: focus the
 * handle, press Space, move with the up and down arrows, press Space again
 * (each step is announced to screen readers by place, not by file). One file
 * a row, so up and down are earlier and later on every screen width. Each
 * change is saved at once and needs no Save button; the server checks every
 * one again.
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { imagePath } from '@school/shared/api-paths';
import { attachmentAltMaxLength, type AttachmentRole, type FileColumn } from '@school/shared/console-kinds';
import type { AttachedFile } from '@school/shared/console-source';
import { attachmentWords, type AttachmentWords } from '../attachment-words';
import styles from './attachment-list.module.css';

/** The intents of the edit screen's action that change one file. */
export const attachmentIntents = [
  'attachmentAlt',
  'attachmentFirst',
  'attachmentUp',
  'attachmentDown',
  'attachmentMove',
  'attachmentDelete',
] as const;
export type AttachmentIntent = (typeof attachmentIntents)[number];

interface AttachmentReply {
  ok: boolean;
  message?: string;
}

interface RowProps {
  /** The list the file is in: the item's files, or the picture it keeps apart. */
  column: FileColumn;
  file: AttachedFile;
  position: number;
  count: number;
  itemTitle: string;
  words: AttachmentWords;
}

const oneStepMoves = [
  { intent: 'attachmentUp', words: 'Move up' },
  { intent: 'attachmentDown', words: 'Move down' },
] as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One file's row: its place in the drag order, its handle, what it shows (`children`, inside the row's
 * form) and the buttons that make it first or delete it, with the server's answer below them.
 */
function AttachmentRow({
  column,
  file,
  position,
  count,
  words,
  picture,
  compact = false,
  extraButtons,
  children,
}: RowProps & {
  picture: ReactNode;
  /** A small picture beside the words, for a file that is named rather than looked at. */
  compact?: boolean;
  extraButtons?: (busy: boolean) => ReactNode;
  children?: ReactNode;
}) {
  const fetcher = useFetcher<AttachmentReply>();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: file.path,
  });
  const isFirst = position === 0;
  const busy = fetcher.state !== 'idle';
  const label = `${capitalised(words.one)} ${position + 1} of ${count}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${styles.card} ${compact ? styles.compact : ''} ${isDragging ? styles.dragging : ''}`}
      aria-label={label}
    >
      <div className={styles.picture}>
        {picture}
        {isFirst && <span className={styles.firstTag}>{words.firstTag}</span>}
      </div>
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={`button button-secondary ${styles.handle}`}
        {...attributes}
        {...listeners}
        aria-label={`Move ${label.toLowerCase()}`}
      >
        <span aria-hidden="true">⠿</span> Move
      </button>
      <fetcher.Form method="post" className={styles.rowForm}>
        <input type="hidden" name="column" value={column} />
        <input type="hidden" name="path" value={file.path} />
        <input type="hidden" name="position" value={position} />
        {children}
        <div className={styles.actions}>
          {extraButtons?.(busy)}
          {/* Besides dragging, which is hard on a phone: one place at a time. */}
          {oneStepMoves
            .filter(({ intent }) => (intent === 'attachmentUp' ? position > 0 : position < count - 1))
            .map(({ intent, words: move }) => (
              <button
                key={intent}
                type="submit"
                name="intent"
                value={intent}
                className="button button-secondary"
                disabled={busy}
                aria-label={`${move}: ${label.toLowerCase()}`}
              >
                {move}
              </button>
            ))}
          {!isFirst && (
            <button
              type="submit"
              name="intent"
              value="attachmentFirst"
              className="button button-secondary"
              disabled={busy}
            >
              {words.makeFirst}
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value="attachmentDelete"
            className="button button-danger"
            disabled={busy}
            onClick={(event) => {
              if (!window.confirm(words.deleteQuestion)) event.preventDefault();
            }}
          >
            Delete
          </button>
        </div>
        <p role="status" className={fetcher.data?.ok === false ? 'field-error' : styles.saved}>
          {fetcher.state === 'idle' && fetcher.data ? (fetcher.data.message ?? '') : ''}
        </p>
      </fetcher.Form>
    </li>
  );
}

/** A photo as the row shows it: a copy 320 px wide, which the image route makes once and keeps. */
function Thumbnail({ file, alt }: { file: AttachedFile; alt: string }) {
  return <img src={`${imagePath(file.path)}?w=320&format=webp`} alt={alt} width={320} height={240} loading="lazy" />;
}

/** An album's photo: the picture, and the words that describe it for people who cannot see it. */
function PhotoRow(props: RowProps) {
  const { file, position, count, itemTitle } = props;
  const altId = useId();
  const noteId = useId();
  const described = file.alt !== '';
  return (
    <AttachmentRow
      {...props}
      picture={<Thumbnail file={file} alt={file.alt || `${itemTitle}, photo ${position + 1} of ${count}`} />}
      extraButtons={(busy) => (
        <button type="submit" name="intent" value="attachmentAlt" className="button button-secondary" disabled={busy}>
          Save alt text
        </button>
      )}
    >
      <div className={`field ${styles.altField}`}>
        <label htmlFor={altId}>Describe the photo (alt text)</label>
        <p id={noteId} className={described ? 'hint' : styles.nudge}>
          {described
            ? 'What the photo shows, for people who cannot see it.'
            : `Not described yet: until you say what the photo shows, the site reads out “${itemTitle}”.`}
        </p>
        {/* No placeholder: grey text in an empty box reads as a description already written. */}
        <textarea
          // Saved text from the server replaces what was typed.
          key={file.alt}
          id={altId}
          name="alt"
          rows={2}
          maxLength={attachmentAltMaxLength}
          defaultValue={file.alt}
          aria-describedby={noteId}
        />
      </div>
    </AttachmentRow>
  );
}

/** A photo the site draws with the item and describes by the item's name: the picture, to check it is the right one. */
function PictureRow(props: RowProps) {
  const { file, position, count, itemTitle } = props;
  return (
    <AttachmentRow {...props} picture={<Thumbnail file={file} alt={`${itemTitle}, ${position + 1} of ${count}`} />} />
  );
}

/** A linked file: a PDF by its name, a picture small beside its name; either opens in a new tab to be checked. */
function FileRow(props: RowProps) {
  const { file } = props;
  return (
    <AttachmentRow
      {...props}
      compact
      picture={file.isPdf ? <span className={styles.pdfTag}>PDF</span> : <Thumbnail file={file} alt="" />}
    >
      <p className={styles.fileName}>
        <a href={imagePath(file.path)} target="_blank" rel="noreferrer">
          {file.name}
          <span className="visually-hidden"> ({file.isPdf ? 'PDF' : 'picture'}, opens in a new tab)</span>
        </a>
      </p>
    </AttachmentRow>
  );
}

const rows: Record<AttachmentRole, (props: RowProps) => ReactNode> = {
  album: PhotoRow,
  picture: PictureRow,
  files: FileRow,
  document: FileRow,
};

export function AttachmentList({
  column,
  role,
  attachments,
  itemTitle,
}: {
  column: FileColumn;
  role: AttachmentRole;
  attachments: AttachedFile[];
  itemTitle: string;
}) {
  const words = attachmentWords[role];
  const mover = useFetcher<AttachmentReply>();
  // The order as the staff member left it while the move is saved; then the server's list is the truth.
  const [order, setOrder] = useState<string[]>([]);
  const moving = mover.state !== 'idle' && order.length === attachments.length;
  const shown = moving ? order.flatMap((path) => attachments.filter((file) => file.path === path)) : attachments;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const undescribed = role === 'album' ? attachments.filter((file) => file.alt === '').length : 0;
  // What a screen reader hears while a file is moved: places, not storage paths.
  const place = (id: string | number) => shown.findIndex((file) => file.path === id) + 1;
  const one = capitalised(words.one);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${words.one} ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${one} ${place(active.id)} is over place ${place(over.id)}.`
        : `${one} ${place(active.id)} is over no place.`,
    onDragEnd: ({ active, over }) =>
      over ? `${one} ${place(active.id)} was dropped at place ${place(over.id)}.` : `The ${words.one} was dropped.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${one} ${place(active.id)} is back in its place.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const paths = shown.map((file) => file.path);
    const to = paths.indexOf(String(over.id));
    setOrder(arrayMove(paths, paths.indexOf(String(active.id)), to));
    void mover.submit(
      { intent: 'attachmentMove', column, path: String(active.id), to: String(to) },
      { method: 'post' },
    );
  }

  if (attachments.length === 0) return <p>{words.none}</p>;
  const Row = rows[role];
  return (
    <>
      <p className={styles.count}>
        {attachments.length} {attachments.length === 1 ? words.one : words.many}. {words.aboutFirst}
        {undescribed > 0 &&
          ` ${undescribed} ${undescribed === 1 ? 'has' : 'have'} no alt text yet: please describe ${undescribed === 1 ? 'it' : 'them'}.`}
      </p>
      {mover.data?.ok === false && <p className="field-error">{mover.data.message}</p>}
      <DndContext
        id={column}
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: `To move a ${words.one}, press Space, move it up or down with the arrow keys, and press Space again to drop it, or Escape to cancel.`,
          },
        }}
      >
        <SortableContext items={shown.map((file) => file.path)} strategy={verticalListSortingStrategy}>
          <ol className={styles.grid}>
            {shown.map((file, index) => (
              <Row
                key={file.path}
                column={column}
                file={file}
                position={index}
                count={shown.length}
                itemTitle={itemTitle}
                words={words}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
