/** A refused form's reply: the whole form's message, each field's own, and what was typed, without passwords. */
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '@school/shared/console-messages';
import { refusalReply, withoutPasswords } from './form-reply';

describe('refusalReply', () => {
  it("gives the form's message and each field's message, keeping what was typed", () => {
    const reply = refusalReply(
      { message: 'Some fields need attention.', fieldErrors: { title: 'Title is required.' } },
      { title: '', date: '2026-11-28' },
    );
    expect(reply.message).toBe('Some fields need attention.');
    expect(reply.result).toEqual({
      status: 'error',
      initialValue: { title: '', date: '2026-11-28' },
      error: { title: ['Title is required.'] },
    });
  });

  it('says a message once, beside its field, when the field says the same as the form (a wrong code)', () => {
    const reply = refusalReply({
      message: consoleMessages.codeFailed,
      fieldErrors: { code: consoleMessages.codeFailed },
    });
    expect(reply.message).toBe('');
    expect(reply.result.error).toEqual({ code: [consoleMessages.codeFailed] });
  });
});

describe('withoutPasswords', () => {
  it('keeps every typed value but a password', () => {
    expect(withoutPasswords({ email: 'a@school.org', password: 'x', newPassword: 'y' })).toEqual({
      email: 'a@school.org',
    });
  });
});
