/**
 * An album's photos as staff organise them: in the site's order (the first is
 * the cover), each with its alt text, Set as cover and Delete. The order
 * changes by dragging a photo's handle, or from the keyboard: focus the
 * handle, press Space, move with the up and down arrows, press Space again
 * (each step is announced to screen readers by place, not by file). One
 * photo a row, so up and down are earlier and later on every screen width. Each change is saved at once and
 * needs no Save button; the server checks every one again.
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
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { imagePath } from '@school/shared/api-paths';
import { attachmentAltMaxLength } from '@school/shared/console-kinds';
import type { Attachment } from '@school/shared/console-source';
import styles from './album-photo-list.module.css';

/** The intents of the edit screen's action that change one photo. */
export const photoIntents = ['photoAlt', 'photoCover', 'photoMove', 'photoDelete'] as const;
export type PhotoIntent = (typeof photoIntents)[number];

interface PhotoReply {
  ok: boolean;
  message?: string;
}

function PhotoCard({
  photo,
  position,
  count,
  albumTitle,
}: {
  photo: Attachment;
  position: number;
  count: number;
  albumTitle: string;
}) {
  const fetcher = useFetcher<PhotoReply>();
  const altId = useId();
  const noteId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.path,
  });
  const isCover = position === 0;
  const busy = fetcher.state !== 'idle';
  const described = photo.alt !== '';
  const src = imagePath(photo.path);
  const label = `Photo ${position + 1} of ${count}`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${styles.card} ${isDragging ? styles.dragging : ''}`}
      aria-label={label}
    >
      <div className={styles.picture}>
        <img
          src={`${src}?w=320&format=webp`}
          alt={photo.alt || `${albumTitle}, ${label.toLowerCase()}`}
          width={320}
          height={240}
          loading="lazy"
        />
        {isCover && <span className={styles.coverTag}>Cover</span>}
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
      <fetcher.Form method="post" className={styles.altForm}>
        <input type="hidden" name="path" value={photo.path} />
        <label htmlFor={altId}>Alt text</label>
        <p id={noteId} className={described ? 'hint' : styles.nudge}>
          {described
            ? 'What the photo shows, for people who cannot see it.'
            : `Not described yet: until you say what the photo shows, the site reads out “${albumTitle}”.`}
        </p>
        <textarea
          // Saved text from the server replaces what was typed.
          key={photo.alt}
          id={altId}
          name="alt"
          rows={2}
          maxLength={attachmentAltMaxLength}
          defaultValue={photo.alt}
          placeholder={albumTitle}
          aria-describedby={noteId}
        />
        <div className={styles.actions}>
          <button type="submit" name="intent" value="photoAlt" className="button button-secondary" disabled={busy}>
            Save alt text
          </button>
          {!isCover && (
            <button type="submit" name="intent" value="photoCover" className="button button-secondary" disabled={busy}>
              Set as cover
            </button>
          )}
          <button
            type="submit"
            name="intent"
            value="photoDelete"
            className="button button-danger"
            disabled={busy}
            onClick={(event) => {
              if (!window.confirm('Delete this photo from the album?')) event.preventDefault();
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

export function AlbumPhotoList({ photos, albumTitle }: { photos: Attachment[]; albumTitle: string }) {
  const mover = useFetcher<PhotoReply>();
  // The order as the staff member left it while the move is saved; then the server's list is the truth.
  const [order, setOrder] = useState<string[]>([]);
  const moving = mover.state !== 'idle' && order.length === photos.length;
  const shown = moving ? order.flatMap((path) => photos.filter((photo) => photo.path === path)) : photos;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const undescribed = photos.filter((photo) => photo.alt === '').length;
  // What a screen reader hears while a photo is moved: places, not storage paths.
  const place = (id: string | number) => shown.findIndex((photo) => photo.path === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Photo ${place(active.id)} is over place ${place(over.id)}.`
        : `Photo ${place(active.id)} is over no place.`,
    onDragEnd: ({ active, over }) =>
      over ? `Photo ${place(active.id)} was dropped at place ${place(over.id)}.` : 'The photo was dropped.',
    onDragCancel: ({ active }) => `Moving was cancelled. Photo ${place(active.id)} is back in its place.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const paths = shown.map((photo) => photo.path);
    const to = paths.indexOf(String(over.id));
    setOrder(arrayMove(paths, paths.indexOf(String(active.id)), to));
    void mover.submit({ intent: 'photoMove', path: String(active.id), to: String(to) }, { method: 'post' });
  }

  if (photos.length === 0) return <p>No photos yet. The first photo you add becomes the album’s cover.</p>;
  return (
    <>
      <p>
        {photos.length} {photos.length === 1 ? 'photo' : 'photos'}. The first is the cover on the Gallery page.
        {undescribed > 0 &&
          ` ${undescribed} ${undescribed === 1 ? 'has' : 'have'} no alt text yet: please describe ${undescribed === 1 ? 'it' : 'them'}.`}
      </p>
      {mover.data?.ok === false && <p className="field-error">{mover.data.message}</p>}
      <DndContext
        id="album-photos"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a photo, press Space, move it up or down with the arrow keys, and press Space again to drop it, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={shown.map((photo) => photo.path)} strategy={verticalListSortingStrategy}>
          <ol className={styles.grid}>
            {shown.map((photo, index) => (
              <PhotoCard key={photo.path} photo={photo} position={index} count={shown.length} albumTitle={albumTitle} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </>
  );
}
