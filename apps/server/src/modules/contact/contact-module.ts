/**
 * The contact form and the inbox as the app runs them, from the
 * configuration: the service that receives messages, the staff inbox, the
 * hourly retention check (run once at start-up) and, with SMTP_URL set, the
 * e-mail notifier, which starts by sending whatever an earlier run left due.
 * `close` stops the timers.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { ProfileService } from '../schools/profile-service';
import { inboxService } from './inbox-service';
import { contactNotifier } from './notifier';
import { contactRetention } from './retention';
import { contactService } from './service';

interface ContactOptions {
  db: Db;
  config: Config;
  /** The school's name, which the e-mails carry, is its profile's. */
  profiles: Pick<ProfileService, 'read'>;
  log: FastifyBaseLogger;
}

export async function startContact({ db, config, profiles, log }: ContactOptions) {
  const notifier =
    config.SMTP_URL === undefined || config.CONTACT_NOTIFY_TO === undefined
      ? undefined
      : contactNotifier({
          db,
          smtpUrl: config.SMTP_URL,
          to: config.CONTACT_NOTIFY_TO,
          schoolCode: config.SCHOOL_CODE,
          schoolName: async () => (await profiles.read(config.SCHOOL_CODE))?.name ?? config.SCHOOL_CODE,
          timeZone: config.SCHOOL_TIME_ZONE,
          publicUrl: config.PUBLIC_URL,
          log,
        });
  const retention = contactRetention({ db, schoolCode: config.SCHOOL_CODE, days: config.CONTACT_RETENTION_DAYS, log });
  await retention.start();
  void notifier?.run();
  return {
    contact: contactService({ db, notifier }),
    inbox: inboxService({ db, timeZone: config.SCHOOL_TIME_ZONE }),
    async close(): Promise<void> {
      retention.stop();
      await notifier?.close();
    },
  };
}
