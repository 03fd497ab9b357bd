/**
 * The rules of the site's two forms (spec section 5), shared by the browser and
 * the server so that both give the same answer with the same words.
 */
import { z } from 'zod';
import { contactMessages, professions, tcMessages } from './form-words';
import { nationalPhoneNumber } from './phone-number';

/** Local part, an at sign, a domain, and an ending of 2 to 4 letters. */
const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** Control characters (NUL and friends) have no place in a message; line breaks and tabs stay. */
export const withoutControlCharacters = (value: unknown) =>
  // eslint-disable-next-line no-control-regex
  typeof value === 'string' ? value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '') : value;

const freeText = (emptyMessage: string) =>
  z.preprocess(withoutControlCharacters, z.string().trim().min(1, emptyMessage));

/** Each field stops at its first failed rule, so a person sees one message per field. */
export const contactFormSchema = z.object({
  name: freeText(contactMessages.nameEmpty),
  email: z
    .string()
    .trim()
    .min(1, contactMessages.emailEmpty)
    .pipe(z.string().regex(emailPattern, contactMessages.emailInvalid)),
  // The spec's rule applies to the 10 digits left once the number is written the plain way, and only they are kept.
  phone: z
    .string()
    .trim()
    .min(1, contactMessages.phoneEmpty)
    .transform(nationalPhoneNumber)
    .pipe(z.string().regex(/^\d{10}$/, contactMessages.phoneInvalid)),
  message: freeText(contactMessages.messageEmpty),
  profession: z.enum(professions, { error: contactMessages.professionMissing }),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** What the browser posts: the form and the tag the original site sent with it. */
export const contactSubmissionSchema = contactFormSchema.extend({ tag: z.literal('dif') });
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;
export type ContactField = keyof ContactForm;

export const tcRequestSchema = z.object({
  admission: z.string().trim().min(1, tcMessages.empty),
  name: z.string().trim().min(1, tcMessages.empty),
});
export type TcRequest = z.infer<typeof tcRequestSchema>;

export const tcResponseSchema = z.object({ data: z.string().min(1) });

/** The first message for each field that failed, keyed by field name. */
export function fieldErrors<T extends z.ZodType>(schema: T, input: unknown): Partial<Record<string, string>> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
