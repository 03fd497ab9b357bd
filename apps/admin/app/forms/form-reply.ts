/**
 * What an action answers when the server refuses a form: the outcome's
 * message for the whole form, and the field messages and typed values in the
 * shape Conform reads (so the page keeps what was typed, with or without JavaScript).
 */
import type { SubmissionResult } from '@conform-to/react';

export interface FormReply {
  message: string;
  result: SubmissionResult<string[]>;
}

export function refusalReply(
  refusal: { message: string; fieldErrors?: Record<string, string> },
  values: Record<string, string> = {},
): FormReply {
  const error: Record<string, string[]> = {};
  for (const [name, message] of Object.entries(refusal.fieldErrors ?? {})) error[name] = [message];
  // Said once: beside the field, which takes the focus (so it is read out), not again above the form.
  const saidByAField = Object.values(refusal.fieldErrors ?? {}).includes(refusal.message);
  return { message: saidByAField ? '' : refusal.message, result: { status: 'error', initialValue: values, error } };
}

/** The typed values to give back, without any password. */
export function withoutPasswords(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !/password/i.test(name)));
}
