/**
 * How the staff services' console actions begin, so that their logic sees only what it may act on: a permission
 * checked once for a whole group of actions, and input read by its schema before any logic runs.
 */
import type { Outcome } from '@school/shared/console-source';
import type { z } from 'zod';
import { invalid, notAllowed } from '../../console/outcome';

type Action = (...args: never) => Promise<Outcome<unknown>>;

/** `actions` when `allowed`; otherwise the same calls, each refused as not allowed (403) before it does anything. */
export function whenAllowed<T extends Record<string, Action>>(allowed: boolean, actions: T): T {
  if (allowed) return actions;
  const refused = () => Promise.resolve(notAllowed());
  return Object.fromEntries(Object.keys(actions).map((name) => [name, refused])) as unknown as T;
}

/** `value` as `schema` reads it; or the 400 answer that names each field's problem. */
export function readInput<T>(schema: z.ZodType<T>, value: unknown): Outcome<T> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : invalid(parsed.error);
}

/** An action on a console form: `act` runs on the form as `schema` reads it, and never on a form that fails it. */
export function fromForm<T, R>(schema: z.ZodType<T>, act: (input: T) => Promise<Outcome<R>>) {
  return async (form: Record<string, string>): Promise<Outcome<R>> => {
    const input = readInput(schema, form);
    return input.ok ? act(input.value) : input;
  };
}
