/** Requests as the console's own pages send them, over `inject`: same-site form posts with the session cookie. */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database';

export const host = 'localhost:3000';

export type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The headers of a same-site POST from the console's own pages, with the session cookie if there is one. */
export const sameSiteHeaders = (contentType: string, cookie?: string) => ({
  host,
  origin: `http://${host}`,
  'sec-fetch-site': 'same-origin',
  'content-type': contentType,
  ...(cookie ? { cookie } : {}),
});

/** A same-site form post, as the console's own pages send it. */
export function post(app: FastifyInstance, url: string, fields: Record<string, string>, cookie?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: sameSiteHeaders('application/x-www-form-urlencoded', cookie),
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

/** The id in the address a create redirects to: /admin/news/<id>. */
export const createdId = (answer: Answer) => /\/admin\/news\/([^/?]+)/.exec(String(answer.headers.location))?.[1];

/** Creates a news draft through the console's form, as the signed-in member of staff; its id. */
export async function createNews(app: FastifyInstance, cookie: string, title: string): Promise<string> {
  const answer = await post(app, '/admin/news/new', { title, date: '2026-11-20', description: '<p>Body</p>' }, cookie);
  const id = answer.statusCode === 302 ? createdId(answer) : undefined;
  if (!id) throw new Error(`no item address in ${answer.statusCode} ${String(answer.headers.location)}`);
  return id;
}

/** Presses "Publish now" on a news item's edit screen, with the fields it holds: the console's answer. */
export async function publishNews(app: FastifyInstance, db: Db, id: string, cookie: string): Promise<Answer> {
  const row = await db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return post(
    app,
    `/admin/news/${id}`,
    {
      intent: 'publishNow',
      version: String(row.version),
      title: row.title,
      date: row.date,
      description: row.description,
    },
    cookie,
  );
}

/** Presses "Unpublish" on a news item's edit screen: the console's answer. */
export async function unpublishNews(app: FastifyInstance, db: Db, id: string, cookie: string): Promise<Answer> {
  const row = await db.selectFrom('content_items').select('version').where('id', '=', id).executeTakeFirstOrThrow();
  return post(app, `/admin/news/${id}`, { intent: 'unpublish', version: String(row.version) }, cookie);
}
