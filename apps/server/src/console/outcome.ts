/** Building the console's `Outcome` answers (packages/shared/src/console-source.ts). */
import type { Outcome } from '@school/shared/console-source';
import { consoleMessages } from '@school/shared/console-messages';
import type { z } from 'zod';

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const done: Outcome = { ok: true, value: undefined };

type Refusal = Extract<Outcome, { ok: false }>;

export const refuse = (status: Refusal['status'], message: string, fieldErrors?: Record<string, string>): Refusal =>
  fieldErrors ? { ok: false, status, message, fieldErrors } : { ok: false, status, message };

export const notAllowed = (): Refusal => refuse(403, consoleMessages.notAllowed);

/** A form that failed its schema: the first message of each field, and one sentence above the form. */
export function invalid(error: z.ZodError): Refusal {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fieldErrors[name] ??= issue.message;
  }
  return refuse(400, consoleMessages.fixFields, fieldErrors);
}
