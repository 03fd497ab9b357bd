import { describe, expect, it } from 'vitest';
import { fakeContext, fakeSource } from '../test/fake-console';
import { requireConsole, requireKind } from './console.server';

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('Expected a redirect or an error response');
};

describe('the console gate', () => {
  it('sends a visitor who is not signed in to sign in, and back afterwards', () => {
    const response = thrown(() =>
      requireConsole(fakeContext(), new Request('http://school.test/admin/news?status=review')),
    ) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/sign-in?next=%2Fadmin%2Fnews%3Fstatus%3Dreview');
  });

  it('opens no page but the new-password page until a new password is chosen', () => {
    const source = fakeSource('editor');
    source.staff.mustChangePassword = true;
    const response = thrown(() =>
      requireConsole(fakeContext(source), new Request('http://school.test/admin/news')),
    ) as Response;
    expect(response.headers.get('location')).toBe('/new-password');
    expect(requireConsole(fakeContext(source), new Request('http://school.test/admin/new-password'))).toBe(source);
  });

  it('opens only Account while the school requires two-factor sign-in that is not set up', () => {
    const source = fakeSource('publisher');
    source.staff.mustSetUpTwoFactor = true;
    const response = thrown(() =>
      requireConsole(fakeContext(source), new Request('http://school.test/admin')),
    ) as Response;
    expect(response.headers.get('location')).toBe('/account');
    expect(requireConsole(fakeContext(source), new Request('http://school.test/admin/account'))).toBe(source);
  });

  it('answers 503, not the sign-in page, when the database cannot be reached to look up the session', () => {
    const context = fakeContext(undefined, { databaseUnavailable: true });
    expect(thrown(() => requireConsole(context, new Request('http://school.test/admin/news')))).toMatchObject({
      init: { status: 503 },
    });
  });

  it('hands the console to signed-in staff', () => {
    const source = fakeSource('publisher');
    expect(requireConsole(fakeContext(source), new Request('http://school.test/admin'))).toBe(source);
  });

  it('answers 404 for an address that names no kind of content', () => {
    expect(thrown(() => requireKind('recipes'))).toMatchObject({ init: { status: 404 } });
    expect(requireKind('news').label).toBe('News');
  });
});
