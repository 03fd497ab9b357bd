// The names of the tests that failed, read from a runner's JSON report, each with the start of its error and where
// it was thrown. `npm test` prints them beside its last line, so that the tail of a long CI log says which test to
// look at and why, not only how many failed.
import { stripVTControlCharacters } from 'node:util';

/** Vitest's JSON report (Jest's shape): "file › describe › test" for each failed test. */
export function failedVitestTests(report, root) {
  return report.testResults.flatMap((file) => {
    const name = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed to load has no tests of its own to name; nor has one whose beforeAll or afterAll failed
    // (its tests are skipped, and the report keeps no message: the hook's error is in the log above).
    if (failed.length === 0 && file.status === 'failed') {
      return [
        `${name} (${firstLine(file.message) || 'a beforeAll or afterAll hook failed: its error is in the log above'})`,
      ];
    }
    return failed.map(
      (test) => [name, ...test.ancestorTitles, test.title].join(' › ') + why(test.failureMessages?.[0]),
    );
  });
}

/** Playwright's JSON report: "file › describe › test" for each test whose outcome was not the expected one. */
export function failedPlaywrightTests(report) {
  const names = [];
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const failed = spec.tests.find((test) => test.status === 'unexpected');
      if (!failed) continue;
      // Every error, not only the first: a test that hung reports "Test timeout exceeded" first, and the step it hung
      // on (with its line) after it.
      const last = failed.results.at(-1);
      const errors = last?.errors?.length ? last.errors : [last?.error ?? {}];
      names.push([...here, spec.title].join(' › ') + errors.map((error) => why(error.message, where(error))).join(''));
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  return names;
}

/** "folder/file.ts:line" of where an error was thrown, if the report knows it. */
function where(error) {
  return error.location ? `${error.location.file.split('/').slice(-2).join('/')}:${error.location.line}` : '';
}

function firstLine(text = '') {
  return text.split('\n', 1)[0].slice(0, 200);
}

/** The first lines of a failure's message, and where it was thrown, indented under the test's name. */
function why(message = '', at = '') {
  // Without the terminal's colours, which a runner's messages carry and a log read as text does not want.
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd().slice(0, 200))
    .filter((line) => line.trim() !== '')
    .slice(0, 4);
  if (at) lines.push(`at ${at}`);
  return lines.map((line) => `\n      ${line}`).join('');
}
