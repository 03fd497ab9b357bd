import { describe, expect, it } from 'vitest';
import { copyrightYears, phoneHref, schoolProfileSchema, schoolTagline } from './school-profile';

const valid = {
  name: 'Riverside Public School',
  shortName: 'RPS',
  campus: '',
  city: 'Pune',
  founded: '1998',
  affiliationNumber: '1130456',
  cbseSchoolCode: '30456',
  phone: '+91 20 2555 0101',
  email: 'Office@Riverside.example.org',
  street: '12 Ganesh Khind Road',
  cityLine: 'Pune, Maharashtra 411007',
};

const errorsOf = (input: Record<string, unknown>) => {
  const parsed = schoolProfileSchema.safeParse(input);
  const errors: Record<string, string> = {};
  // The first message of each field, as the console shows it.
  for (const issue of parsed.success ? [] : parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('the school profile', () => {
  it('takes a form as typed: the year as a number, e-mail in lower case, empty optional fields as empty', () => {
    const profile = schoolProfileSchema.parse(valid);
    expect(profile.founded).toBe(1998);
    expect(profile.email).toBe('office@riverside.example.org');
    expect(profile.admissionsEmail).toBe('');
    expect(profile.portalUrl).toBe('');
  });

  it('says which field is missing, in words', () => {
    expect(errorsOf({ ...valid, name: '  ', phone: '', email: '' })).toEqual({
      name: 'Enter the school’s name.',
      phone: 'Enter the phone number.',
      email: 'Enter the school’s email address.',
    });
  });

  it('refuses a year in the future and a wrong affiliation number', () => {
    const errors = errorsOf({ ...valid, founded: String(new Date().getFullYear() + 1), affiliationNumber: '12ab' });
    expect(errors.founded).toBe('The year founded cannot be in the future.');
    expect(errors.affiliationNumber).toBe('The CBSE affiliation number is 5 to 10 digits.');
  });

  it('links only to https addresses', () => {
    for (const address of [
      'javascript:alert(1)',
      'http://portal.example.org/',
      '//evil.example',
      'https://',
      'portal',
    ]) {
      expect(errorsOf({ ...valid, portalUrl: address }).portalUrl).toMatch(/^Enter a full address starting with https/);
    }
    expect(errorsOf({ ...valid, portalUrl: 'https://portal.example.org/login?x=1' })).toEqual({});
  });

  it('dials the digits of the number as written', () => {
    expect(phoneHref('+91 40 4000 2002')).toBe('tel:+914040002002');
    expect(phoneHref('(040) 4000-2002')).toBe('tel:04040002002');
  });

  it('counts the copyright years from the year founded to this year at the school', () => {
    expect(copyrightYears(2002, '2026-11-28')).toBe('2002–2026');
    expect(copyrightYears(2026, '2026-01-01')).toBe('2026');
  });

  it('names the campus, the city, the board when affiliated, and the year founded under the name', () => {
    expect(
      schoolTagline({ campus: 'Lakeview Campus', city: 'Hyderabad', affiliationNumber: '3630123', founded: 2002 }),
    ).toBe('Lakeview Campus, Hyderabad · Affiliated to CBSE · Since 2002');
    expect(schoolTagline({ campus: '', city: 'Pune', affiliationNumber: '', founded: 1998 })).toBe('Pune · Since 1998');
  });
});
