/** The account forms' rules: sign-in, the two-factor code, a new password, a new account, the settings. */
import { describe, expect, it } from 'vitest';
import {
  addStaffSchema,
  codeSchema,
  minimumPasswordLength,
  newPasswordSchema,
  passwordSchema,
  settingsSchema,
  signInSchema,
  staffRoleSchema,
} from './staff-schemas';

const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.path.join('.'));

describe('signInSchema', () => {
  it('takes an email address, trimmed and in lower case, and the password as typed', () => {
    expect(signInSchema.parse({ email: '  Head.Office@School.ORG ', password: ' Pass word 1 ' })).toEqual({
      email: 'head.office@school.org',
      password: ' Pass word 1 ',
    });
  });

  it.each([[''], ['   '], ['not-an-email'], ['a@'], ['@school.org'], ['a b@school.org'], [`${'a'.repeat(250)}@x.org`]])(
    'refuses the email %j',
    (email) => {
      expect(pathsOf(signInSchema.safeParse({ email, password: 'secret' }))).toEqual(['email']);
    },
  );

  it('needs a password, of at most 200 characters', () => {
    expect(pathsOf(signInSchema.safeParse({ email: 'a@school.org', password: '' }))).toEqual(['password']);
    expect(pathsOf(signInSchema.safeParse({ email: 'a@school.org' }))).toEqual(['password']);
    expect(pathsOf(signInSchema.safeParse({ email: 'a@school.org', password: 'x'.repeat(201) }))).toEqual(['password']);
    expect(signInSchema.safeParse({ email: 'a@school.org', password: 'x'.repeat(200) }).success).toBe(true);
  });
});

describe('codeSchema', () => {
  it.each([['123456'], ['000000'], [' 654321 ']])('accepts %j', (code) => {
    expect(codeSchema.parse({ code })).toEqual({ code: code.trim() });
  });

  it.each([[''], ['12345'], ['1234567'], ['12345a'], ['abcdef'], ['123 456'], ['12-456'], ['１２３４５６']])(
    'refuses %j',
    (code) => {
      const result = codeSchema.safeParse({ code });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe('Enter the 6-digit code from your authenticator app.');
    },
  );
});

describe('passwordSchema', () => {
  it('needs the password', () => {
    expect(passwordSchema.safeParse({ password: 'anything' }).success).toBe(true);
    expect(pathsOf(passwordSchema.safeParse({ password: '' }))).toEqual(['password']);
  });
});

describe('newPasswordSchema', () => {
  const good = 'a-long-new-password';

  it('takes a new password typed twice; the current one defaults to empty', () => {
    expect(newPasswordSchema.parse({ newPassword: good, confirmPassword: good })).toEqual({
      currentPassword: '',
      newPassword: good,
      confirmPassword: good,
    });
  });

  it(`needs at least ${minimumPasswordLength} characters and at most 200`, () => {
    expect(minimumPasswordLength).toBe(10);
    const short = 'x'.repeat(minimumPasswordLength - 1);
    const result = newPasswordSchema.safeParse({ newPassword: short, confirmPassword: short });
    expect(pathsOf(result)).toEqual(['newPassword']);
    expect(result.error!.issues[0]!.message).toBe('Choose a password of at least 10 characters.');
    const exact = 'x'.repeat(minimumPasswordLength);
    expect(newPasswordSchema.safeParse({ newPassword: exact, confirmPassword: exact }).success).toBe(true);
    const long = 'x'.repeat(201);
    expect(pathsOf(newPasswordSchema.safeParse({ newPassword: long, confirmPassword: long }))).toContain('newPassword');
  });

  it('refuses two different passwords, on the confirmation field', () => {
    const result = newPasswordSchema.safeParse({ newPassword: good, confirmPassword: `${good}!` });
    expect(pathsOf(result)).toEqual(['confirmPassword']);
    expect(result.error!.issues[0]!.message).toBe('The two passwords are not the same. Type the new password twice.');
    expect(pathsOf(newPasswordSchema.safeParse({ newPassword: good }))).toContain('confirmPassword');
  });
});

describe('addStaffSchema', () => {
  it('takes a name, an email address in lower case and a role', () => {
    expect(addStaffSchema.parse({ name: '  Asha Rao ', email: ' Asha.Rao@School.Org', role: 'editor' })).toEqual({
      name: 'Asha Rao',
      email: 'asha.rao@school.org',
      role: 'editor',
    });
  });

  it.each([['admin'], ['publisher'], ['editor'], ['office']])('accepts the role %s', (role) => {
    expect(staffRoleSchema.parse(role)).toBe(role);
    expect(addStaffSchema.safeParse({ name: 'A', email: 'a@school.org', role }).success).toBe(true);
  });

  it.each([['Admin'], ['owner'], ['superuser'], [''], [undefined]])('refuses the role %j', (role) => {
    const result = addStaffSchema.safeParse({ name: 'A', email: 'a@school.org', role });
    expect(pathsOf(result)).toEqual(['role']);
    expect(result.error!.issues[0]!.message).toBe('Choose a role: admin, publisher, editor or office.');
  });

  it('needs a name of at most 100 characters, and a real email address', () => {
    expect(pathsOf(addStaffSchema.safeParse({ name: '  ', email: 'a@school.org', role: 'office' }))).toEqual(['name']);
    expect(pathsOf(addStaffSchema.safeParse({ name: 'x'.repeat(101), email: 'a@school.org', role: 'office' }))).toEqual(
      ['name'],
    );
    expect(pathsOf(addStaffSchema.safeParse({ name: 'A', email: 'school.org', role: 'office' }))).toEqual(['email']);
  });
});

describe('settingsSchema', () => {
  it('reads the checkbox: on (or true) requires two-factor sign-in, anything else does not', () => {
    expect(settingsSchema.parse({ requireTwoFactor: 'on' })).toEqual({ requireTwoFactor: true });
    expect(settingsSchema.parse({ requireTwoFactor: 'true' })).toEqual({ requireTwoFactor: true });
    expect(settingsSchema.parse({})).toEqual({ requireTwoFactor: false });
    expect(settingsSchema.parse({ requireTwoFactor: 'off' })).toEqual({ requireTwoFactor: false });
    expect(settingsSchema.parse({ requireTwoFactor: '' })).toEqual({ requireTwoFactor: false });
  });
});
