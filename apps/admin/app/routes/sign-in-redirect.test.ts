// @vitest-environment node
// Node's own Request and Response, as on the server: a browser's Response hides Set-Cookie.
import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { fakeContext } from '../../test/fake-console';
import * as signIn from './sign-in';

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

  it('never goes to another site', async () => {
    for (const next of ['https://evil.example/', '//evil.example/admin', '/\\evil.example']) {
      const response = await postSignIn({ email: 'a@b.org', password: 'x', next }, signedIn());
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('sends someone already signed in straight on', async () => {
    const context = fakeContext({} as never);
    const request = new Request('http://school.test/admin/sign-in?next=%2Fadmin%2Fbin');
    const thrown = await Promise.resolve()
      .then(() => signIn.loader({ request, context, params: {} } as never))
      .catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/bin');
  });
});
