import { useEffect, useId, useRef, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { passPercentage, resultClasses, type Disclosure, type Teacher } from '@school/shared/disclosure';
import styles from './disclosure-field.module.css';

/** A results row as typed: its numbers stay text until the server reads them. */
export interface EditedResult {
  year: string;
  registered: string;
  passed: string;
  remarks: string;
}

export type EditedDisclosure = Omit<Disclosure, 'results' | 'teachers'> & {
  results: Record<'x' | 'xii', EditedResult[]>;
  teachers: Teacher[];
};

interface ListProps {
  value: EditedDisclosure;
  setValue: Dispatch<SetStateAction<EditedDisclosure>>;
  disabled: boolean;
}

/** A row whose every field is text as typed. */
type TextRow<Row> = { [Key in keyof Row]: string };

interface Column<Row extends TextRow<Row>> {
  key: keyof Row & string;
  label: string;
  numeric?: boolean;
}

/** A labelled box of one row's field; the row's own name is read with it, so "Year" is never alone. */
function Cell({
  label,
  rowName,
  value,
  onChange,
  disabled,
  numeric = false,
  inputRef,
}: {
  label: string;
  rowName: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  numeric?: boolean;
  inputRef?: React.Ref<HTMLInputElement> | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span className="visually-hidden"> ({rowName})</span>
      </label>
      <input
        id={id}
        ref={inputRef}
        value={value}
        disabled={disabled}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function RowButton({
  children,
  rowName,
  action,
  ...button
}: { children: string; rowName: string; action: RowAction } & ButtonProps) {
  return (
    <button type="button" className="button button-secondary" data-action={action} {...button}>
      {children}
      <span className="visually-hidden"> {rowName}</span>
    </button>
  );
}

type ButtonProps = { disabled: boolean; onClick: () => void };
type RowAction = 'up' | 'down' | 'remove';

/** Where the focus goes once the list is drawn again: the first box of a row added, a moved row's button, or Add. */
type NextFocus = { added: true } | { row: number; action: 'up' | 'down' } | { removed: true };

/** The moved row's button again, or its other one where it can move no further that way (at the top, say). */
function focusMoved(list: HTMLFieldSetElement | null, row: number, action: 'up' | 'down') {
  const buttons = list?.querySelectorAll('[role="group"]')[row]?.querySelectorAll<HTMLButtonElement>('[data-action]');
  const wanted = Array.from(buttons ?? []).find((button) => button.dataset.action === action && !button.disabled);
  (wanted ?? Array.from(buttons ?? []).find((button) => !button.disabled))?.focus();
}

/**
 * A list of rows staff add, change, remove and (where the order is theirs) move, each row a group of labelled boxes,
 * side by side where there is room. The first box of a row just added takes the focus, so typing goes on there.
 */
function RowList<Row extends TextRow<Row>>({
  legend,
  rows,
  columns,
  blank,
  nameOf,
  footOf,
  movable = false,
  addLabel,
  onChange,
  disabled,
}: {
  legend: string;
  rows: Row[];
  columns: readonly Column<Row>[];
  blank: Row;
  nameOf: (row: Row, index: number) => string;
  /** What a row shows below its boxes, such as a figure worked out from them. */
  footOf?: (row: Row) => ReactNode;
  movable?: boolean;
  addLabel: ReactNode;
  onChange: (rows: Row[]) => void;
  disabled: boolean;
}) {
  const nextFocus = useRef<NextFocus | null>(null);
  const list = useRef<HTMLFieldSetElement>(null);
  const lastFirstBox = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const next = nextFocus.current;
    nextFocus.current = null;
    if (!next) return;
    if ('added' in next) lastFirstBox.current?.focus();
    else if ('removed' in next) addButton.current?.focus();
    else focusMoved(list.current, next.row, next.action);
  }, [rows]);
  const edit = (index: number, part: Partial<Row>) =>
    onChange(rows.map((row, n) => (n === index ? { ...row, ...part } : row)));
  const move = (from: number, action: 'up' | 'down') => {
    const to = action === 'up' ? from - 1 : from + 1;
    const next = [...rows];
    [next[from], next[to]] = [next[to]!, next[from]!];
    nextFocus.current = { row: to, action };
    onChange(next);
  };
  return (
    <fieldset ref={list} className={styles.list}>
      <legend>{legend}</legend>
      {rows.length === 0 && <p className="hint">None yet.</p>}
      {rows.map((row, index) => {
        const rowName = nameOf(row, index);
        return (
          <div key={index} role="group" aria-label={rowName} className={styles.listRow}>
            <div className={styles.cells}>
              {columns.map((column, columnIndex) => (
                <Cell
                  key={column.key}
                  label={column.label}
                  rowName={rowName}
                  value={row[column.key]}
                  disabled={disabled}
                  numeric={column.numeric}
                  onChange={(typed) => edit(index, { [column.key]: typed } as Partial<Row>)}
                  inputRef={columnIndex === 0 && index === rows.length - 1 ? lastFirstBox : undefined}
                />
              ))}
            </div>
            <p className={styles.rowFoot}>
              {footOf?.(row)}
              {movable && (
                <>
                  <RowButton
                    rowName={rowName}
                    action="up"
                    disabled={disabled || index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    Move up
                  </RowButton>
                  <RowButton
                    rowName={rowName}
                    action="down"
                    disabled={disabled || index === rows.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    Move down
                  </RowButton>
                </>
              )}
              <RowButton
                rowName={rowName}
                action="remove"
                disabled={disabled}
                onClick={() => {
                  nextFocus.current = { removed: true };
                  onChange(rows.filter((_, n) => n !== index));
                }}
              >
                Remove
              </RowButton>
            </p>
          </div>
        );
      })}
      <button
        ref={addButton}
        type="button"
        className="button button-secondary"
        disabled={disabled}
        onClick={() => {
          nextFocus.current = { added: true };
          onChange([...rows, blank]);
        }}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}

const resultColumns: readonly Column<EditedResult>[] = [
  { key: 'year', label: 'Year', numeric: true },
  { key: 'registered', label: 'Registered', numeric: true },
  { key: 'passed', label: 'Passed', numeric: true },
  { key: 'remarks', label: 'Remarks' },
];

const teacherColumns: readonly Column<Teacher>[] = [
  { key: 'name', label: 'Name' },
  { key: 'designation', label: 'Designation' },
  { key: 'qualifications', label: 'Qualifications' },
];

/** Section C's two tables of board results: a row a year; the pass percentage is worked out, never typed. */
export function ResultsEditor({ value, setValue, disabled }: ListProps) {
  return resultClasses.map(({ id, label }) => (
    <RowList
      key={id}
      legend={`${label} results`}
      rows={value.results[id]}
      columns={resultColumns}
      blank={{ year: '', registered: '', passed: '', remarks: '' }}
      nameOf={(row, index) => `${label}, ${row.year || `row ${index + 1}`}`}
      footOf={(row) => (
        <span>
          Pass percentage: {passPercentage({ registered: Number(row.registered), passed: Number(row.passed) })}
        </span>
      )}
      addLabel={
        <>
          Add a year<span className="visually-hidden"> to {label} results</span>
        </>
      }
      onChange={(rows) => setValue((current) => ({ ...current, results: { ...current.results, [id]: rows } }))}
      disabled={disabled}
    />
  ));
}

/** Section D's list of teachers, in the order staff give it. */
export function TeachersEditor({ value, setValue, disabled }: ListProps) {
  return (
    <RowList
      legend="List of teachers"
      rows={value.teachers}
      columns={teacherColumns}
      blank={{ name: '', designation: '', qualifications: '' }}
      nameOf={(row, index) => row.name || `teacher ${index + 1}`}
      movable
      addLabel="Add a teacher"
      onChange={(teachers) => setValue((current) => ({ ...current, teachers }))}
      disabled={disabled}
    />
  );
}
