/**
 * A toolbar's panel that puts one thing, chosen from a list, where the caret is: Insert fact (a fact of the school's
 * profile, as a token the site fills in from the School profile, so a page never shows an old number) and Insert
 * block (a new table, list or questions and answers).
 */
import { useEffect, useId, useState } from 'react';
import { onPanelKey } from './panel-keys';
import styles from './rich-text-editor.module.css';

interface Props<Value extends string> {
  /** What the list is labelled: "Fact of the school". */
  label: string;
  hint: string;
  choices: readonly { value: Value; label: string }[];
  onInsert: (value: Value) => void;
  onClose: () => void;
}

export function InsertPanel<Value extends string>({ label, hint, choices, onInsert, onClose }: Props<Value>) {
  const [chosen, setChosen] = useState<Value>(choices[0]!.value);
  const selectId = useId();
  const hintId = useId();

  useEffect(() => {
    document.getElementById(selectId)?.focus();
  }, [selectId]);

  const insert = () => onInsert(chosen);

  return (
    <div className={styles.linkPanel}>
      <label htmlFor={selectId}>{label}</label>
      <p id={hintId} className="hint">
        {hint}
      </p>
      <select
        id={selectId}
        value={chosen}
        aria-describedby={hintId}
        onChange={(event) => setChosen(event.target.value as Value)}
        onKeyDown={(event) => onPanelKey(event, insert, onClose)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <div className={styles.linkButtons}>
        <button type="button" className="button" onClick={insert}>
          Insert
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Cancel
        </button>
      </div>
    </div>
  );
}
