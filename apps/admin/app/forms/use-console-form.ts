import { useForm, type Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import type { FormReply } from './form-reply';

export type FormValues = Record<string, string | undefined>;

type Submitter = HTMLInputElement | HTMLButtonElement | null;

/**
 * A console form: checked with the shared zod schema as staff type (after a
 * field is left, then on every key), and again by the server on submit. A
 * form of several buttons may pick its schema by the button pressed. Values
 * stay the strings the form holds (no coercion), exactly as the server sees them.
 */
export function useConsoleForm<Schema extends z.ZodType>({
  id,
  schema,
  reply,
  defaultValue,
}: {
  id: string;
  schema: Schema | ((submitter: Submitter) => Schema);
  reply?: FormReply | undefined;
  defaultValue?: FormValues;
}) {
  type Values = z.input<Schema> & Record<string, unknown>;
  return useForm<Values>({
    id,
    lastResult: reply?.result,
    defaultValue: defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({ formData, submitter }) {
      const chosen = typeof schema === 'function' ? schema(submitter) : schema;
      return parseWithZod(formData, { schema: chosen, disableAutoCoercion: true }) as unknown as Submission<Values>;
    },
  });
}
