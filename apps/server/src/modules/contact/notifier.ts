/**
 * E-mails each new contact message to the school (when SMTP_URL is set). The
 * message is stored first, with a row in the outbox in the same transaction;
 * sending happens afterwards, so a visitor's message never waits for, or fails
 * with, the mail server. A failed attempt is retried with back-off (the first
 * retry within 30 seconds) for 24 hours. Due rows are picked up at start-up
 * and on a timer, so retries survive a restart, and each row is claimed
 * before it is sent, so several processes never send one message twice.
 * The log gets message ids and error codes, never what a visitor typed.
 */
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { notificationEmail } from '@school/shared/inbox';
import { formatSchoolTime } from '@school/shared/school-time';
import type { Db } from '../../db/database';
import { outboxRepository } from './outbox';

export interface RetryPolicy {
  /** The wait before the first retry; it doubles with each failure... */
  firstRetryMs: number;
  /** ...up to this. */
  longestWaitMs: number;
  /** No attempt is made this long after the message arrived. */
  giveUpAfterMs: number;
}

export const retryPolicy: RetryPolicy = {
  firstRetryMs: 30_000,
  longestWaitMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/**
 * When to try again after the `attempts`th attempt failed at `failedAt`, for a message queued at
 * `queuedAt`; undefined once that would be past the give-up time.
 */
export function nextAttemptAt(attempts: number, queuedAt: Date, failedAt: Date, policy: RetryPolicy): Date | undefined {
  const wait = Math.min(policy.firstRetryMs * 2 ** Math.max(0, attempts - 1), policy.longestWaitMs);
  const next = failedAt.getTime() + wait;
  return next > queuedAt.getTime() + policy.giveUpAfterMs ? undefined : new Date(next);
}

interface NotifierLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface NotifierOptions {
  db: Db;
  /** `smtp://user:password@host:587` or `smtps://...`. */
  smtpUrl: string;
  /** Where the e-mails go (CONTACT_NOTIFY_TO); they are sent from this address too. */
  to: string;
  /** Only this school's messages are sent, to this school's address. */
  schoolCode: string;
  /** The school's name as it is when each e-mail is sent. */
  schoolName: () => Promise<string>;
  timeZone: string;
  /** The site's address, for the link to the message in the console. */
  publicUrl: string;
  log: NotifierLog;
  now?: () => Date;
  retry?: RetryPolicy;
  /** The longest the timer sleeps: rows another process left behind are picked up at least this often. */
  pollMs?: number;
}

/** Long enough for one attempt, whose connection and socket time out well before it. */
const claimMs = 5 * 60_000;
const batchSize = 20;

export function contactNotifier({
  db,
  smtpUrl,
  to,
  schoolCode,
  schoolName,
  timeZone,
  publicUrl,
  log,
  now = () => new Date(),
  retry = retryPolicy,
  pollMs = 60_000,
}: NotifierOptions) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  const outbox = outboxRepository(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  /** One attempt at one row, if this process gets it. */
  async function attempt(messageId: string): Promise<void> {
    const claim = randomUUID();
    const started = now();
    if (!(await outbox.claim(messageId, claim, started, new Date(started.getTime() + claimMs)))) return;
    const pending = await outbox.claimed(messageId, claim);
    if (!pending) return;
    const name = await schoolName();
    const email = notificationEmail(pending, {
      schoolName: name,
      receivedAt: formatSchoolTime(pending.created_at, timeZone),
      link: `${publicUrl}/admin/inbox/${pending.id}`,
    });
    try {
      await transport.sendMail({
        from: { name: `${name} website`, address: to },
        to,
        replyTo: { name: pending.name, address: pending.email },
        subject: email.subject,
        text: email.text,
      });
    } catch (error) {
      const failedAt = now();
      const next = nextAttemptAt(pending.attempts, new Date(pending.queued_at), failedAt, retry);
      // The error's code and the server's reply code only: its text may quote the message.
      const details = {
        messageId,
        attempts: pending.attempts,
        code: (error as { code?: unknown }).code,
        responseCode: (error as { responseCode?: unknown }).responseCode,
      };
      if (next) {
        await outbox.retryAt(messageId, claim, next);
        log.warn({ ...details, retryAt: next.toISOString() }, 'contact notification failed; it will be retried');
      } else {
        await outbox.finish(messageId, claim);
        log.error(details, 'contact notification failed for 24 hours; given up');
      }
      return;
    }
    await outbox.finish(messageId, claim);
    log.info({ messageId, attempts: pending.attempts }, 'contact notification sent');
  }

  async function deliverDue(): Promise<void> {
    for (;;) {
      const due = await outbox.due(schoolCode, now(), batchSize);
      for (const messageId of due) await attempt(messageId);
      if (due.length < batchSize || closed) return;
    }
  }

  /** Sleeps until the next row falls due, or `pollMs` at most. */
  async function scheduleNext(): Promise<void> {
    const next = await outbox.nextDue(schoolCode);
    if (closed) return;
    const wait = next ? Math.min(Math.max(0, next.getTime() - now().getTime()), pollMs) : pollMs;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), wait);
    timer.unref();
  }

  async function pass(): Promise<void> {
    again = false;
    try {
      await deliverDue();
    } catch (error) {
      log.error({ code: (error as { code?: unknown }).code }, 'contact notifications could not be sent');
    }
    try {
      await scheduleNext();
    } catch (error) {
      log.error({ code: (error as { code?: unknown }).code }, 'contact notifications could not be scheduled');
    }
  }

  /** Sends what is due now; a call while a pass runs makes another pass follow it. */
  function run(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = undefined;
      if (again) void run();
    });
    return running;
  }

  return {
    /** Queues a stored message's e-mail, in the transaction that stores it. */
    async enqueueIn(trx: Db, messageId: string, messageSchool: string, at: Date): Promise<void> {
      // Another school's messages are that school's server's to send, to its own address.
      if (messageSchool === schoolCode) await outboxRepository(trx).add(messageId, messageSchool, at);
    },
    /** Sends what is due: at start-up, after a new message, and from the timer. */
    run,
    /** Stops the timer, lets an attempt under way finish, and closes the connection to the mail server. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type ContactNotifier = ReturnType<typeof contactNotifier>;
