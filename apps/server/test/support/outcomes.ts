/** The two ways a test reads a console service's `Outcome`: the value it must have given, or the refusal it must be. */
import type { Outcome } from '@school/shared/console-source';

/** The outcome's value; a refusal fails the test, saying its status, message and field errors. */
export function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok)
    throw new Error(`refused ${outcome.status}: ${outcome.message} ${JSON.stringify(outcome.fieldErrors)}`);
  return outcome.value;
}

/** The refusal; an outcome that went through fails the test. */
export function refusal<T>(outcome: Outcome<T>) {
  if (outcome.ok) throw new Error('expected a refusal');
  return outcome;
}
