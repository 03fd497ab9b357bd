/**
 * `POST /api/form/{schoolcode}/contact`: a valid message is stored and answered
 * `{"success": true}`; every rule of spec section 5 is enforced by the server
 * with the same words as the browser's form, and nothing is stored then; the
 * body is JSON of at most 16 KB; one address sends at most five a minute; and
 * nothing the visitor typed is ever written to the log, not even on a 500.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { contactMessages, professions } from '@school/shared/form-words';
import { contactLimits } from '../src/modules/contact/routes';
import { expectErrorShape, insertSchool, otherSchoolCode, schoolCode } from './support/fixtures';
import { buildTestApp } from './support/test-app';
import { databaseKinds, openTestDatabase, type TestDatabase } from './support/test-database';
import { captureLog } from './support/captured-log';

const validBody = {
  name: 'Asha Rao',
  email: 'asha.rao@example.org',
  phone: '9876543210',
  message: 'When does admission for Grade 2 open?',
  profession: 'Parent',
  tag: 'dif',
};

/** Each request comes from its own address unless a test says otherwise, so the rate limit stays out of the way. */
let nextAddress = 1;
const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/** Every rule of spec section 5, with the message the browser shows for it. */
const ruleCases: [string, Record<string, unknown>, string][] = [
  ['an empty name', { name: '' }, contactMessages.nameEmpty],
  ['a name of spaces', { name: '   ' }, contactMessages.nameEmpty],
  ['an empty email', { email: '' }, contactMessages.emailEmpty],
  ['an email of spaces', { email: '  ' }, contactMessages.emailEmpty],
  ['an email without an at sign', { email: 'asha.example.org' }, contactMessages.emailInvalid],
  ['an email without a domain ending', { email: 'asha@example' }, contactMessages.emailInvalid],
  ['an email ending in one letter', { email: 'asha@example.o' }, contactMessages.emailInvalid],
  ['an email ending in five letters', { email: 'asha@example.abcde' }, contactMessages.emailInvalid],
  ['an email ending in digits', { email: 'asha@example.123' }, contactMessages.emailInvalid],
  ['an email with a space', { email: 'asha rao@example.org' }, contactMessages.emailInvalid],
  ['an email with two at signs', { email: 'asha@@example.org' }, contactMessages.emailInvalid],
  ['an empty phone', { phone: '' }, contactMessages.phoneEmpty],
  ['a phone of spaces', { phone: '   ' }, contactMessages.phoneEmpty],
  ['a phone of 9 digits', { phone: '987654321' }, contactMessages.phoneInvalid],
  ['a phone of 11 digits', { phone: '98765432101' }, contactMessages.phoneInvalid],
  ['a phone with letters', { phone: '98765abcde' }, contactMessages.phoneInvalid],
  ['a phone of 9 digits after the country code', { phone: '+91 98765 4321' }, contactMessages.phoneInvalid],
  ['a phone with two prefixes', { phone: '+91 098765 43210' }, contactMessages.phoneInvalid],
  ['a phone with another country code', { phone: '+44 7911 123456' }, contactMessages.phoneInvalid],
  ['an empty message', { message: '' }, contactMessages.messageEmpty],
  ['a message of spaces', { message: ' \n\t ' }, contactMessages.messageEmpty],
  ['no profession chosen', { profession: '' }, contactMessages.professionMissing],
  ['a profession not on the list', { profession: 'Doctor' }, contactMessages.professionMissing],
  ['a profession in the wrong case', { profession: 'parent' }, contactMessages.professionMissing],
  ['no profession at all', { profession: undefined }, contactMessages.professionMissing],
];

/** Bodies the schema refuses without a section 5 message of their own. */
const malformedCases: [string, unknown][] = [
  ['no name', { ...validBody, name: undefined }],
  ['no email', { ...validBody, email: undefined }],
  ['no phone', { ...validBody, phone: undefined }],
  ['no message', { ...validBody, message: undefined }],
  ['a number as the phone', { ...validBody, phone: 9876543210 }],
  ['no tag', { ...validBody, tag: undefined }],
  ['another tag', { ...validBody, tag: 'other' }],
  ['an empty object', {}],
  ['a list', [validBody]],
  ['a string', 'hello'],
  ['null', null],
];

describe.each(databaseKinds)('contact form API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await insertSchool(database.db, schoolCode);
    await insertSchool(database.db, otherSchoolCode);
    app = await buildTestApp(database);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const url = apiPath('form', { schoolcode: schoolCode, formType: 'contact' });

  const send = (body: unknown, { address = freshAddress(), to = url } = {}) =>
    app.inject({
      method: 'POST',
      url: to,
      remoteAddress: address,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  const storedRows = () => database.db.selectFrom('contact_messages').selectAll().orderBy('created_at').execute();

  it('stores a valid message and answers {"success": true}', async () => {
    const before = (await storedRows()).length;
    const response = await send(validBody);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: true });

    const rows = await storedRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({
      id: expect.any(String),
      school_code: schoolCode,
      name: validBody.name,
      email: validBody.email,
      phone: validBody.phone,
      message: validBody.message,
      profession: validBody.profession,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // A new message waits unread in the staff inbox.
      status: 'unread',
      note: '',
      status_by: null,
      status_at: null,
    });
  });

  it.each(professions)('accepts the profession %s', async (profession) => {
    const response = await send({ ...validBody, profession });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });

  it('stores the trimmed values and accepts a bearer token', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      headers: { authorization: 'Bearer some-token' },
      payload: { ...validBody, name: '  Ravi Kumar ', email: ' ravi@example.in ', phone: ' 9123456780 ' },
    });
    expect(response.statusCode).toBe(200);
    const row = (await storedRows()).at(-1);
    expect(row).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.in', phone: '9123456780' });
  });

  // The server applies the same normalisation as the browser, and keeps only the 10 digits.
  it.each(['+91 98765 43210', '98765-43210', '(0)98765 43210', '919876543210', '+91-987-654-3210'])(
    'accepts the phone %j as written in India and stores its 10 digits',
    async (phone) => {
      const name = `Written as ${phone}`;
      const response = await send({ ...validBody, name, phone });
      expect(response.statusCode).toBe(200);
      const stored = await database.db
        .selectFrom('contact_messages')
        .select('phone')
        .where('name', '=', name)
        .execute();
      expect(stored).toEqual([{ phone: '9876543210' }]);
    },
  );

  it.each(ruleCases)(
    'refuses %s with 400 and its section 5 message, storing nothing',
    async (_label, change, message) => {
      const before = await storedRows();
      const response = await send({ ...validBody, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const error = expectErrorShape(response.json());
      expect(error.code).toBe('bad_request');
      expect(error.message).toContain(message);
      expect(await storedRows()).toEqual(before);
    },
  );

  it.each(malformedCases)('refuses a body with %s with 400, storing nothing', async (_label, body) => {
    const before = await storedRows();
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json()).code).toBe('bad_request');
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a body that is not valid JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Asha",',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json());
  });

  it.each(['admission', 'tc', 'Contact', 'contact2'])('refuses the form type %s, storing nothing', async (formType) => {
    const before = await storedRows();
    const response = await send(validBody, { to: apiPath('form', { schoolcode: schoolCode, formType }) });
    expect([400, 404]).toContain(response.statusCode);
    expectErrorShape(response.json());
    expect(await storedRows()).toEqual(before);
  });

  it('refuses an unknown school with 404, an invalid school code with 400, storing nothing', async () => {
    const before = await storedRows();
    const unknown = await send(validBody, { to: apiPath('form', { schoolcode: 'nosuchschool', formType: 'contact' }) });
    expect(unknown.statusCode).toBe(404);
    expect(expectErrorShape(unknown.json()).code).toBe('not_found');
    const invalid = await send(validBody, { to: apiPath('form', { schoolcode: 'bad code!', formType: 'contact' }) });
    expect(invalid.statusCode).toBe(400);
    expectErrorShape(invalid.json());
    expect(await storedRows()).toEqual(before);
  });

  it('stores the message under the school of the path', async () => {
    const response = await send(
      { ...validBody, name: 'For the other school' },
      { to: apiPath('form', { schoolcode: otherSchoolCode, formType: 'contact' }) },
    );
    expect(response.statusCode).toBe(200);
    const rows = await database.db
      .selectFrom('contact_messages')
      .select(['school_code', 'name'])
      .where('name', '=', 'For the other school')
      .execute();
    expect(rows).toEqual([{ school_code: otherSchoolCode, name: 'For the other school' }]);
  });

  it(`refuses a body over ${contactLimits.bodyBytes / 1024} KB with 413, storing nothing`, async () => {
    const before = await storedRows();
    const body = { ...validBody, message: 'x'.repeat(contactLimits.bodyBytes) };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(16 * 1024);
    const response = await send(body);
    expect(response.statusCode).toBe(413);
    expect(expectErrorShape(response.json()).code).toBe('payload_too_large');
    expect(await storedRows()).toEqual(before);

    // Just under the limit is still a message.
    const fits = { ...validBody, message: 'y'.repeat(contactLimits.bodyBytes - 400) };
    expect((await send(fits)).statusCode).toBe(200);
  });

  it.each([
    [
      'application/x-www-form-urlencoded',
      'name=Asha&email=asha%40example.org&phone=9876543210&message=Hi&profession=Parent&tag=dif',
    ],
    ['text/plain', JSON.stringify(validBody)],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--x--\r\n'],
    ['application/xml', '<contact><name>Asha</name></contact>'],
  ])('refuses the content type %s with 415, storing nothing', async (contentType, payload) => {
    const before = await storedRows();
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(expectErrorShape(response.json()).code).toBe('unsupported_media_type');
    expect(await storedRows()).toEqual(before);
  });

  it(`answers the ${contactLimits.perMinute + 1}th message in a minute from one address with 429`, async () => {
    const before = (await storedRows()).length;
    const address = freshAddress();
    for (let index = 0; index < contactLimits.perMinute; index += 1) {
      const response = await send({ ...validBody, message: `Message ${index}` }, { address });
      expect(response.statusCode, `message ${index + 1}`).toBe(200);
    }
    const refused = await send(validBody, { address });
    expect(refused.statusCode).toBe(429);
    expect(expectErrorShape(refused.json()).code).toBe('too_many_requests');
    expect((await storedRows()).length).toBe(before + contactLimits.perMinute);

    // Another address is not held back by this one.
    expect((await send(validBody)).statusCode).toBe(200);
  });

  it('does not let a client dodge the limit by writing its own X-Forwarded-For', async () => {
    // A reverse proxy appends the address it saw; a client can put anything before it.
    const proxy = freshAddress();
    const client = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= contactLimits.perMinute; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url,
        remoteAddress: proxy,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${index + 1}, ${client}` },
        payload: JSON.stringify(validBody),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(contactLimits.perMinute).fill(200), 429]);
  });

  it('refuses a message with a NUL character without a server error', async () => {
    const response = await send({ ...validBody, message: 'Hello\u0000world' });
    expect(response.statusCode).toBeLessThan(500);
  });

  describe('the log', () => {
    const secret = {
      name: 'Zebulon Quixmarch',
      email: 'zq.quixmarch@pinemail.org',
      phone: '9182736450',
      message: 'Pineapple saxophone tangerine',
    };
    const typed = [
      secret.name,
      secret.email,
      secret.phone,
      secret.message,
      'zq-not-an-email',
      '91827364',
      'Xylophone quokka',
    ];

    it('never holds what the visitor typed: on success, on refusal, or on a 500', async () => {
      const log = captureLog();
      const logged = await buildTestApp(database, { logger: { level: 'info', stream: log.stream } });
      await logged.ready();
      const post = (body: unknown) =>
        logged.inject({
          method: 'POST',
          url,
          remoteAddress: freshAddress(),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      try {
        expect((await post({ ...secret, profession: 'Parent', tag: 'dif' })).statusCode).toBe(200);
        expect((await post({ ...secret, email: 'zq-not-an-email', profession: 'Parent', tag: 'dif' })).statusCode).toBe(
          400,
        );
        expect((await post({ ...secret, phone: '91827364', profession: 'Parent', tag: 'dif' })).statusCode).toBe(400);
        expect(
          (await post({ ...secret, message: 'Xylophone quokka', profession: 'Doctor', tag: 'dif' })).statusCode,
        ).toBe(400);
        expect(
          (await post({ ...secret, profession: 'Parent', tag: 'dif', extra: 'x'.repeat(20_000) })).statusCode,
        ).toBe(413);

        // The database refuses the row: the server answers 500 and logs the error.
        await refuseContactRows(database);
        try {
          const failed = await post({ ...secret, profession: 'Parent', tag: 'dif' });
          expect(failed.statusCode).toBe(500);
          expect(failed.json()).toEqual({
            error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' },
          });
        } finally {
          await acceptContactRows(database);
        }
      } finally {
        await logged.close();
      }

      const text = log.text();
      // The log did record these requests, including the failure.
      expect(text).toContain('request failed');
      expect(text).toContain('"statusCode":500');
      for (const value of typed) expect(text, `the log holds "${value}"`).not.toContain(value);
    });
  });
});

/** Makes every insert into contact_messages fail inside the database. */
async function refuseContactRows({ kind, db }: TestDatabase): Promise<void> {
  if (kind === 'sqlite') {
    await sql`create trigger refuse_contact before insert on contact_messages begin select raise(abort, 'contact messages refused'); end`.execute(
      db,
    );
  } else {
    await sql`alter table contact_messages add constraint refuse_contact check (false) not valid`.execute(db);
  }
}

async function acceptContactRows({ kind, db }: TestDatabase): Promise<void> {
  if (kind === 'sqlite') await sql`drop trigger refuse_contact`.execute(db);
  else await sql`alter table contact_messages drop constraint refuse_contact`.execute(db);
}
