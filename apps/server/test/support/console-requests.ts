/** Requests as the console's own pages send them, over `inject`: same-site form posts with the session cookie. */
import type { FastifyInstance } from 'fastify';

export const host = 'school.test';

export type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A same-site form post, as the console's own pages send it. */
export function post(app: FastifyInstance, url: string, fields: Record<string, string>, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      host,
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: form(fields),
  });
}

export const get = (app: FastifyInstance, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

/** The session cookie an answer sets, as a `Cookie` header. */
export function sessionCookie(answer: Answer): string {
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const session = cookies.find((cookie) => cookie.startsWith('staff.session_token='));
  if (!session) throw new Error(`no session cookie in ${answer.statusCode} ${JSON.stringify(cookies)}`);
  return session.split(';')[0]!;
}
