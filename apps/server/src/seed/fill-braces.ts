/**
 * The demo data names values that only the seed knows (the academic years, an
 * album's label) in braces: `Admissions open for {admissionYear}`.
 */

/** Fills each `{name}`; a name without a value is a mistake in the data, so it throws. */
export function fillBraces(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The demo text names an unknown {${name}}: ${text}`);
    return value;
  });
}

/** Fills every string in a piece of data: its text fields, lists and nested objects. */
export function fillAllBraces<T>(data: T, values: Readonly<Record<string, string>>): T {
  if (typeof data === 'string') return fillBraces(data, values) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => fillAllBraces(item, values)) as T;
  if (typeof data === 'object' && data !== null) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillAllBraces(value, values)])) as T;
  }
  return data;
}
