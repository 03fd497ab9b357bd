import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@school/shared/date-format';
import {
  disclosureSections,
  emptyDisclosure,
  yesNo,
  type DisclosureRow,
  type FigureId,
} from '@school/shared/disclosure';
import { FieldError, type TextMeta } from './fields';
import { ResultsEditor, TeachersEditor, type EditedDisclosure } from './disclosure-lists';
import { useHydrated } from './use-hydrated';
import styles from './disclosure-field.module.css';

/** A document a row of the disclosure links, as the Documents list has it. */
export interface DisclosureDocument {
  key: string;
  /** Its item on the Documents screen; none when the school has no document under this key. */
  id?: string;
  title: string;
  /** The site serves a file for it now. */
  served: boolean;
  /** The day at the school it was last changed. */
  updatedOn: string;
}

/** The stored disclosure as the form edits it: numbers as typed, so a half-typed one is never lost. */
function edited(json: unknown): EditedDisclosure {
  let stored: Partial<EditedDisclosure> = {};
  try {
    if (typeof json === 'string' && json !== '') stored = JSON.parse(json) as Partial<EditedDisclosure>;
  } catch {
    // A form the server refused holds what was sent, which it may not read: start from what can be read.
  }
  const asText = (rows: EditedDisclosure['results']['x'] | undefined) =>
    (rows ?? []).map((row) => ({
      year: String(row.year ?? ''),
      registered: String(row.registered ?? ''),
      passed: String(row.passed ?? ''),
      remarks: String(row.remarks ?? ''),
    }));
  // Whatever the stored value lacks, as a school that has none yet starts; its numbers as text.
  return {
    ...emptyDisclosure(),
    ...stored,
    results: { x: asText(stored.results?.x), xii: asText(stored.results?.xii) },
    teachers: [...(stored.teachers ?? [])],
  };
}

function FigureInput({
  row,
  value,
  disabled,
  onChange,
}: {
  row: Extract<DisclosureRow, { figure: FigureId }>;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = row.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    value,
    disabled,
    'aria-describedby': hintId,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{row.label}</label>
      {row.hint && (
        <p id={hintId} className="hint">
          {row.hint}
        </p>
      )}
      {row.input === 'yesNo' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">(not answered)</option>
          {yesNo.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={row.input === 'video' ? 'url' : 'text'}
          inputMode={row.input === 'count' ? 'numeric' : row.input === 'area' ? 'decimal' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

function DocumentState({
  row,
  document,
}: {
  row: Extract<DisclosureRow, { document: string }>;
  document: DisclosureDocument | undefined;
}) {
  if (!document?.id) {
    return (
      <p className={styles.document}>
        Not added yet. {/* Made under the key this row links, whatever title it is given. */}
        <Link to={`/documents/new?key=${encodeURIComponent(row.document)}`}>
          Add it under Documents<span className="visually-hidden"> ({row.label})</span>
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.document}>
      {document.served
        ? `On the site, updated ${formatDate(document.updatedOn) ?? ''}.`
        : 'Not yet uploaded: the page says so.'}{' '}
      <Link to={`/documents/${document.id}`}>
        Open <span className="visually-hidden">{document.title} </span>in Documents
      </Link>
    </p>
  );
}

function DocumentRow({
  row,
  document,
  validUntil,
  disabled,
  onValidUntil,
}: {
  row: Extract<DisclosureRow, { document: string }>;
  document: DisclosureDocument | undefined;
  validUntil: string;
  disabled: boolean;
  onValidUntil: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.row}>
      <p className="field-label">{row.label}</p>
      <DocumentState row={row} document={document} />
      {row.validity && (
        <div className="field">
          <label htmlFor={id}>
            Valid until<span className="visually-hidden"> ({row.label})</span>
          </label>
          <input
            id={id}
            type="date"
            value={validUntil}
            disabled={disabled}
            onChange={(event) => onValidUntil(event.target.value)}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The Disclosure screen's form: the figures, certificates' dates, results and teachers of the five sections, in the
 * Board's order, sent as one JSON value in a hidden field the server checks (disclosure-schema.ts). The school's
 * name, codes, address and contacts are the profile's, and the documents are the Documents screen's: each is named
 * here with where it is kept. Its controls need JavaScript, so they wait for it rather than lose what is typed.
 */
export function DisclosureField({ meta, documents }: { meta: TextMeta; documents: readonly DisclosureDocument[] }) {
  const hydrated = useHydrated();
  const [value, setValue] = useState(() => edited(meta.initialValue));
  const disabled = !hydrated;
  const byKey = new Map(documents.map((document) => [document.key, document]));
  const setFigure = (id: FigureId, figure: string) =>
    setValue((current) => ({ ...current, figures: { ...current.figures, [id]: figure } }));
  const setValidUntil = (key: string, day: string) =>
    setValue((current) => ({ ...current, validUntil: { ...current.validUntil, [key]: day } }));

  return (
    <div className={styles.disclosure}>
      <input type="hidden" name={meta.name} value={JSON.stringify(value)} />
      {!hydrated && <p className="hint">The form is getting ready…</p>}
      <FieldError meta={meta} />
      {disclosureSections.map((section) => (
        <fieldset key={section.id} className={styles.section}>
          <legend>
            {section.letter}. {section.title}
          </legend>
          {section.id === 'general' && (
            <p className="hint">
              The school’s name, affiliation number, school code, address, e-mail and phone are those of the school
              profile, which an admin keeps under Settings.
            </p>
          )}
          {section.rows.map((row) => {
            if ('figure' in row) {
              return (
                <FigureInput
                  key={row.figure}
                  row={row}
                  value={value.figures[row.figure] ?? ''}
                  disabled={disabled}
                  onChange={(figure) => setFigure(row.figure, figure)}
                />
              );
            }
            if ('document' in row) {
              return (
                <DocumentRow
                  key={row.document}
                  row={row}
                  document={byKey.get(row.document)}
                  validUntil={value.validUntil[row.document] ?? ''}
                  disabled={disabled}
                  onValidUntil={(day) => setValidUntil(row.document, day)}
                />
              );
            }
            return null;
          })}
          {section.results && <ResultsEditor value={value} setValue={setValue} disabled={disabled} />}
          {section.teachers && <TeachersEditor value={value} setValue={setValue} disabled={disabled} />}
        </fieldset>
      ))}
    </div>
  );
}
