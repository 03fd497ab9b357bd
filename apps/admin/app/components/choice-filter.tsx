/**
 * One choice in a list's filter form (status, kind, profession): "All" first,
 * which sends an empty value, then the choices. Read by the list's loader
 * from the query string, so it works before any script has run.
 */
export interface FilterChoice {
  value: string;
  label: string;
}

export function ChoiceFilter({
  id,
  name,
  label,
  value,
  choices,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  choices: readonly FilterChoice[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">All</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
