// @vitest-environment node
// Node's own Request and Response, as on the server: a browser's Response hides Set-Cookie.
import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { fakeContext } from '../../test/fake-console';
import * as signIn from './sign-in';

/**
 * `next` values that lead off the console, each of which a browser would follow to evil.example if the
 * redirect kept it (or kept it once `/admin` is taken off).
 */
const elsewhere = [
  'https://evil.example/admin',
  'javascript:alert(1)',
  '//evil.example/admin',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/admin//evil.example',
  '/admin///evil.example',
  '/admin/\\evil.example',
  '/admin/%2F%2Fevil.example',
  '/admin/%5Cevil.example',
  '/admin/\t/evil.example',
  '/admin/\n/evil.example',
  '/admin/..//evil.example',
  '/admin/%2e%2e//evil.example',
];

function postSignIn(fields: Record<string, string>, context: AppLoadContext) {
  const request = new Request('http://school.test/admin/sign-in', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  return signIn.action({ request, context, params: {} } as never) as Promise<Response>;
}

describe('after signing in', () => {
  const signedIn = () =>
    fakeContext(undefined, {
      signIn: vi.fn(async () => ({
        ok: true as const,
        value: { headers: new Headers({ 'set-cookie': 'session=abc; HttpOnly' }), codeRequired: false },
      })),
    });

  it('goes where the visitor was going, with the session cookie', async () => {
    const response = await postSignIn({ email: 'a@b.org', password: 'x', next: '/admin/news?page=2' }, signedIn());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/news?page=2');
    expect(response.headers.get('set-cookie')).toBe('session=abc; HttpOnly');
  });

  it.each(elsewhere)('goes to the start page, not to another site, for %j', async (next) => {
    const response = await postSignIn({ email: 'a@b.org', password: 'x', next }, signedIn());
    expect(response.headers.get('location')).toBe('/');
  });

  it('goes to a page of the console with its query and fragment', async () => {
    const response = await postSignIn({ email: 'a@b.org', password: 'x', next: '/admin/news/4#files' }, signedIn());
    expect(response.headers.get('location')).toBe('/news/4#files');
  });
});

describe('someone already signed in', () => {
  /** Where the sign-in page sends them, asked to go on to `next`. */
  async function goesOnTo(next: string) {
    const request = new Request(`http://school.test/admin/sign-in?${new URLSearchParams({ next })}`);
    const thrown = await Promise.resolve()
      .then(() => signIn.loader({ request, context: fakeContext({} as never), params: {} } as never))
      .catch((error: unknown) => error);
    return (thrown as Response).headers.get('location');
  }

  it('goes straight on', async () => {
    expect(await goesOnTo('/admin/bin')).toBe('/bin');
    expect(await goesOnTo('/admin/news?page=2')).toBe('/news?page=2');
  });

  it.each(elsewhere)('goes to the start page, not to another site, for %j', async (next) => {
    expect(await goesOnTo(next)).toBe('/');
  });
});
