/**
 * Tells every server process that shares the database when published content
 * changes, so each one drops what it keeps from it: the list cache and the
 * page cache (decision 009).
 *
 * A change is announced inside the transaction that makes it. On PostgreSQL,
 * `pg_notify` delivers it to every listening process when, and only if, that
 * transaction commits. The process that made the change also hears it at once
 * after commit, so its own next request never waits for the round trip. On
 * SQLite there is only one process, and the local announcement is all there is.
 *
 * While a PostgreSQL listener is not connected, this process cannot know what
 * others change, so `watching()` is false (the page cache stores nothing that
 * reads content), and every listener hears `everything` once the connection is
 * back. Not when it drops: that is usually because the database is down, and
 * then the pages already kept are the only ones that can still show content,
 * so they go on being served, stale by at most the time the listener was away.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { siteDataKinds, type SiteDataKind } from '@school/shared/content-categories';
import { isPostgresUrl } from '../../config';
import type { Db } from '../../db/database';

export interface ContentChange {
  schoolCode: string;
  kinds: readonly SiteDataKind[];
}

/** What changed, or `everything` when this process may have missed changes. */
export type ChangeListener = (change: ContentChange | 'everything') => void;

export interface ChangeFeedOptions {
  databaseUrl: string;
  /** Where connection trouble is reported; never a visitor's input. */
  warn: (message: string) => void;
  /** The first wait before reconnecting, doubled up to 30 s; tests shorten it. */
  retryMs?: number;
}

const channel = 'school_content_changes';
const maxRetryMs = 30_000;

export function changeFeed({ databaseUrl, warn, retryMs = 1_000 }: ChangeFeedOptions) {
  const listeners = new Set<ChangeListener>();
  const onPostgres = isPostgresUrl(databaseUrl);
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let nextRetryMs = retryMs;

  const tell = (change: ContentChange | 'everything') => {
    for (const listener of listeners) listener(change);
  };

  function lost(reason: string) {
    if (closed || !connected) return;
    connected = false;
    void client?.end().catch(() => undefined);
    client = undefined;
    warn(`content change listener lost its connection (${reason}); reconnecting`);
    scheduleRetry();
  }

  function scheduleRetry() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void listen();
    }, nextRetryMs);
    retryTimer.unref();
    nextRetryMs = Math.min(nextRetryMs * 2, maxRetryMs);
  }

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => tell(parseChange(message.payload)));
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      warn(`content change listener could not connect (${(error as Error).message}); retrying`);
      scheduleRetry();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    connected = true;
    nextRetryMs = retryMs;
    // Anything may have changed while nobody was listening.
    tell('everything');
  }

  return {
    /** Starts listening for other processes' changes (PostgreSQL only). */
    async start(): Promise<void> {
      if (onPostgres) await listen();
    },

    /** Whether this process hears every change made to the database. */
    watching(): boolean {
      return !onPostgres || connected;
    },

    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Inside the transaction that makes the change: other processes hear of it when it commits. */
    async announceIn(trx: Db, change: ContentChange): Promise<void> {
      if (onPostgres) await sql`select pg_notify(${channel}, ${JSON.stringify(change)})`.execute(trx);
    },

    /** After the transaction committed: this process's own caches. */
    changed(change: ContentChange): void {
      tell(change);
    },

    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      const open = client;
      client = undefined;
      connected = false;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => undefined);
      }
    },
  };
}

export type ChangeFeed = ReturnType<typeof changeFeed>;

const knownKinds = new Set<string>(siteDataKinds);

/** A notification's payload; anything unexpected is treated as "everything may have changed". */
function parseChange(payload: string | undefined): ContentChange | 'everything' {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ContentChange>;
    if (
      typeof value.schoolCode === 'string' &&
      Array.isArray(value.kinds) &&
      value.kinds.every((kind) => knownKinds.has(kind))
    ) {
      return { schoolCode: value.schoolCode, kinds: value.kinds };
    }
  } catch {
    // Not JSON: fall through.
  }
  return 'everything';
}
