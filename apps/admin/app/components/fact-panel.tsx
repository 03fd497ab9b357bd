/**
 * Insert fact: a fact of the school's profile (its phone, an e-mail address) put in a page's text where the caret
 * is, as a token the site fills in from the School profile on every page, so the page never shows an old number.
 */
import { useEffect, useId, useState } from 'react';
import { schoolFactFields, schoolFactLabel, type SchoolFactName } from '@school/shared/school-facts';
import { onPanelKey } from './panel-keys';
import styles from './rich-text-editor.module.css';

const facts = (Object.keys(schoolFactFields) as SchoolFactName[]).map((name) => ({
  name,
  label: schoolFactLabel(name),
}));

interface Props {
  onInsert: (fact: { name: SchoolFactName; label: string }) => void;
  onClose: () => void;
}

export function FactPanel({ onInsert, onClose }: Props) {
  const [chosen, setChosen] = useState<SchoolFactName>(facts[0]!.name);
  const selectId = useId();
  const hintId = useId();

  useEffect(() => {
    document.getElementById(selectId)?.focus();
  }, [selectId]);

  const insert = () => onInsert(facts.find((fact) => fact.name === chosen)!);

  return (
    <div className={styles.linkPanel}>
      <label htmlFor={selectId}>Fact of the school</label>
      <p id={hintId} className="hint">
        The site shows it as Settings, School profile, says it now.
      </p>
      <select
        id={selectId}
        value={chosen}
        aria-describedby={hintId}
        onChange={(event) => setChosen(event.target.value as SchoolFactName)}
        onKeyDown={(event) => onPanelKey(event, insert, onClose)}
      >
        {facts.map((fact) => (
          <option key={fact.name} value={fact.name}>
            {fact.label}
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
