/**
 * The contact and TC form rules of spec section 5, message by message.
 * Each row names one field value and the one message the visitor must see.
 */
import { describe, expect, it } from 'vitest';
import { contactFormSchema, contactSubmissionSchema, fieldErrors, tcRequestSchema } from './forms';
import { contactMessages, professions, tcFileName, tcMessages } from './form-words';

const valid = {
  name: 'Anita Rao',
  email: 'anita.rao@example.com',
  phone: '9876543210',
  message: 'When do admissions for Class XI open?',
  profession: 'Parent',
} as const;

type Field = keyof typeof valid;

describe('the words of spec sections 5 and 8', () => {
  it('are written exactly as the spec writes them', () => {
    expect(contactMessages).toEqual({
      nameEmpty: 'Name cannot be empty',
      emailEmpty: 'Email cannot be empty',
      emailInvalid: 'Invalid email address',
      phoneEmpty: 'Phone number cannot be empty',
      phoneInvalid: 'Invalid phone number, must be 10 digits',
      messageEmpty: 'Message cannot be empty',
      professionMissing: 'Please select your profession',
      failedCheck: 'Please fill all fields correctly.',
      sent: 'Thank you for your feedback!',
      sendFailed: 'Failed to send message. Please try again.',
    });
    expect(tcMessages).toEqual({
      empty: 'Please fill in all fields',
      requestFailed: 'Failed to process your request. Please try again later.',
      downloadFailed: 'Failed to download data.',
      noMatch: "Check the admission number and the student's full name as written in the school's records.",
      saved: expect.any(Function),
    });
    expect(tcMessages.saved('tc.jpg')).toBe('Certificate saved as tc.jpg.');
  });

  it('names a saved certificate by its type: tc.pdf for a PDF, tc.jpg for a picture as the original site did', () => {
    expect(tcFileName('application/pdf')).toBe('tc.pdf');
    expect(tcFileName('Application/PDF; charset=binary')).toBe('tc.pdf');
    expect(tcFileName('image/jpeg')).toBe('tc.jpg');
    expect(tcFileName('')).toBe('tc.jpg');
  });
});

describe('contactFormSchema', () => {
  it('accepts a fully filled form', () => {
    expect(fieldErrors(contactFormSchema, valid)).toEqual({});
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each<[string, Field, unknown, string]>([
    // Empty fields
    ['empty name', 'name', '', 'Name cannot be empty'],
    ['blank name', 'name', '   ', 'Name cannot be empty'],
    ['empty email', 'email', '', 'Email cannot be empty'],
    ['blank email', 'email', '  ', 'Email cannot be empty'],
    ['empty phone', 'phone', '', 'Phone number cannot be empty'],
    ['blank phone', 'phone', '   ', 'Phone number cannot be empty'],
    ['empty message', 'message', '', 'Message cannot be empty'],
    ['blank message', 'message', ' \n ', 'Message cannot be empty'],
    // Profession not chosen
    ['no profession chosen', 'profession', '', 'Please select your profession'],
    ['an unknown profession', 'profession', 'Alien', 'Please select your profession'],
    ['a profession in the wrong case', 'profession', 'parent', 'Please select your profession'],
    ['a missing profession', 'profession', undefined, 'Please select your profession'],
    // Invalid emails
    ['an email without an at sign', 'email', 'anita.example.com', 'Invalid email address'],
    ['an email without a domain', 'email', 'anita@', 'Invalid email address'],
    ['an email without a domain before the ending', 'email', 'anita@.com', 'Invalid email address'],
    ['an email without a dot ending', 'email', 'anita@example', 'Invalid email address'],
    ['an email without a local part', 'email', '@example.com', 'Invalid email address'],
    ['an email ending in 1 letter', 'email', 'anita@example.c', 'Invalid email address'],
    ['an email ending in 5 letters', 'email', 'anita@example.abcde', 'Invalid email address'],
    ['an email ending in digits', 'email', 'anita@example.12', 'Invalid email address'],
    ['an email with a space in the local part', 'email', 'anita rao@example.com', 'Invalid email address'],
    ['an email with a space in the domain', 'email', 'anita@exa mple.com', 'Invalid email address'],
    ['an email with a space before the at sign', 'email', 'anita @example.com', 'Invalid email address'],
    ['an email with two at signs', 'email', 'anita@rao@example.com', 'Invalid email address'],
    // Invalid phones
    ['a phone of 9 digits', 'phone', '987654321', 'Invalid phone number, must be 10 digits'],
    ['a phone of 11 digits', 'phone', '98765432101', 'Invalid phone number, must be 10 digits'],
    ['a phone with letters', 'phone', '98765abcde', 'Invalid phone number, must be 10 digits'],
    ['a phone of letters only', 'phone', 'abcdefghij', 'Invalid phone number, must be 10 digits'],
    [
      'a phone of 9 digits after the country code',
      'phone',
      '+91 98765 4321',
      'Invalid phone number, must be 10 digits',
    ],
    ['a phone with two prefixes', 'phone', '+91 098765 43210', 'Invalid phone number, must be 10 digits'],
    ['a phone with another country code', 'phone', '+44 7911 123456', 'Invalid phone number, must be 10 digits'],
    ['a phone with dots', 'phone', '98765.43210', 'Invalid phone number, must be 10 digits'],
    ['a phone of grouping marks only', 'phone', '( - )', 'Invalid phone number, must be 10 digits'],
  ])('%s gives only the message for that field', (_case, field, value, message) => {
    const errors = fieldErrors(contactFormSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });

  it.each([
    ['an ending of 2 letters', 'anita@example.in'],
    ['an ending of 3 letters', 'anita@example.com'],
    ['an ending of 4 letters', 'anita@example.info'],
    ['a sub-domain and a two-part ending', 'anita.rao@mail.example.co.in'],
    ['capital letters', 'Anita.Rao@Example.COM'],
    ['a plus sign and digits in the local part', 'anita+school2025@example.org'],
    ['spaces around it (they are trimmed)', '  anita@example.com  '],
  ])('accepts an email with %s', (_case, email) => {
    expect(fieldErrors(contactFormSchema, { ...valid, email })).toEqual({});
  });

  it.each([['9876543210'], ['0000000000'], [' 9876543210 ']])('accepts the 10-digit phone %j', (phone) => {
    expect(fieldErrors(contactFormSchema, { ...valid, phone })).toEqual({});
  });

  // The number as Indians write it; phone-number.test.ts has every form of it.
  it.each([['+91 98765 43210'], ['98765-43210'], ['987-654-3210'], ['(0)98765 43210'], ['919876543210']])(
    'accepts the phone %j and keeps only its 10 digits',
    (phone) => {
      expect(fieldErrors(contactFormSchema, { ...valid, phone })).toEqual({});
      expect(contactFormSchema.parse({ ...valid, phone }).phone).toBe('9876543210');
    },
  );

  it('offers exactly the six professions of the spec, in its order', () => {
    expect(professions).toEqual(['Parent', 'Student', 'Teacher', 'Vendor', 'Media', 'Other']);
  });

  it.each(professions.map((profession) => [profession]))('accepts the profession %s', (profession) => {
    expect(fieldErrors(contactFormSchema, { ...valid, profession })).toEqual({});
  });

  it('gives every field its empty message when nothing is filled in', () => {
    expect(fieldErrors(contactFormSchema, { name: '', email: '', phone: '', message: '', profession: '' })).toEqual({
      name: 'Name cannot be empty',
      email: 'Email cannot be empty',
      phone: 'Phone number cannot be empty',
      message: 'Message cannot be empty',
      profession: 'Please select your profession',
    });
  });

  it('reports one issue per field: the empty message wins over the format one', () => {
    const result = contactFormSchema.safeParse({ name: '', email: '', phone: '', message: '', profession: '' });
    expect(result.success).toBe(false);
    const perField = new Map<string, string[]>();
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0]);
      perField.set(field, [...(perField.get(field) ?? []), issue.message]);
    }
    expect(Object.fromEntries(perField)).toEqual({
      name: ['Name cannot be empty'],
      email: ['Email cannot be empty'],
      phone: ['Phone number cannot be empty'],
      message: ['Message cannot be empty'],
      profession: ['Please select your profession'],
    });
  });

  it('reports only the format message for a filled but malformed email and phone', () => {
    expect(fieldErrors(contactFormSchema, { ...valid, email: 'x', phone: '1' })).toEqual({
      email: 'Invalid email address',
      phone: 'Invalid phone number, must be 10 digits',
    });
  });

  it('treats a missing object as every field missing', () => {
    expect(Object.keys(fieldErrors(contactFormSchema, {})).sort()).toEqual(
      ['email', 'message', 'name', 'phone', 'profession'].sort(),
    );
  });

  it('hands back the trimmed values', () => {
    const parsed = contactFormSchema.parse({ ...valid, name: '  Anita Rao  ', phone: ' 9876543210 ' });
    expect(parsed.name).toBe('Anita Rao');
    expect(parsed.phone).toBe('9876543210');
  });
});

describe('contactSubmissionSchema', () => {
  it("accepts the form with the tag 'dif'", () => {
    expect(contactSubmissionSchema.safeParse({ ...valid, tag: 'dif' }).success).toBe(true);
  });

  it.each([
    ['without a tag', undefined],
    ['with an empty tag', ''],
    ['with another tag', 'contact'],
    ['with the tag in capitals', 'DIF'],
  ])('refuses the form %s', (_case, tag) => {
    const errors = fieldErrors(contactSubmissionSchema, { ...valid, tag });
    expect(Object.keys(errors)).toEqual(['tag']);
  });

  it('still applies the form rules', () => {
    expect(fieldErrors(contactSubmissionSchema, { ...valid, email: 'nope', tag: 'dif' })).toEqual({
      email: 'Invalid email address',
    });
  });
});

describe('tcRequestSchema', () => {
  it('accepts an admission number and a name', () => {
    expect(fieldErrors(tcRequestSchema, { admission: 'HV2019/0456', name: 'Anita Rao' })).toEqual({});
  });

  it.each([
    ['an empty admission number', { admission: '', name: 'Anita Rao' }, ['admission']],
    ['a blank admission number', { admission: '   ', name: 'Anita Rao' }, ['admission']],
    ['an empty name', { admission: 'HV2019/0456', name: '' }, ['name']],
    ['a blank name', { admission: 'HV2019/0456', name: ' \t ' }, ['name']],
    ['both empty', { admission: '', name: '' }, ['admission', 'name']],
    ['both blank', { admission: ' ', name: ' ' }, ['admission', 'name']],
  ])("gives 'Please fill in all fields' for %s", (_case, input, fields) => {
    const errors = fieldErrors(tcRequestSchema, input);
    expect(Object.keys(errors).sort()).toEqual(fields);
    for (const field of fields) expect(errors[field]).toBe('Please fill in all fields');
  });

  it('sets no length or format limit', () => {
    expect(fieldErrors(tcRequestSchema, { admission: '1', name: 'X' })).toEqual({});
    expect(fieldErrors(tcRequestSchema, { admission: 'A'.repeat(500), name: 'Ñame with ünicode' })).toEqual({});
  });
});
