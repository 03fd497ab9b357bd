/**
 * The school's alerts at the top of every page (a closure for a cyclone, a changed exam date), drawn on the server
 * so that a phone without JavaScript shows them too, and absent from a page when there is none, so nothing moves.
 * Each says its level in words before the message, never by colour alone. An urgent one is marked for screen readers
 * as an alert and stays; an informative one may be closed, for the rest of the visit (sessionStorage).
 */
import { useState, useSyncExternalStore } from 'react';
import type { Alert } from '@school/shared/api-schema';
import { mostPressingFirst } from '@school/shared/content-categories';
import styles from './site-alerts.module.css';

/** By the alert and when it last changed: an alert staff reword is shown again to a visitor who closed it. */
const closedKey = (alert: Alert) => `alert-closed:${alert._id}:${alert.since}`;

function closedEarlier(alert: Alert): boolean {
  try {
    return sessionStorage.getItem(closedKey(alert)) !== null;
  } catch {
    // Storage refused (a private window's quota, a blocked site): the alert shows on each page.
    return false;
  }
}

function rememberClosed(alert: Alert) {
  try {
    sessionStorage.setItem(closedKey(alert), '1');
  } catch {
    // As above: closed on this page only.
  }
}

/** Closing is remembered by this page itself; nothing else changes the visit's storage while it is open. */
const noChanges = () => () => undefined;

function SiteAlert({ alert }: { alert: Alert }) {
  const closable = alert.level === 'Information';
  const [closedNow, setClosedNow] = useState(false);
  // The server draws every alert; once hydrated, one closed on an earlier page of the visit goes.
  const closedBefore = useSyncExternalStore(
    noChanges,
    () => closable && closedEarlier(alert),
    () => false,
  );
  if (closedNow || closedBefore) return null;
  return (
    <section
      className={`${styles.alert} ${styles[alert.level.toLowerCase()]}`}
      aria-label={`${alert.level} alert`}
      role={alert.level === 'Urgent' ? 'alert' : undefined}
    >
      <div className={`container ${styles.inner}`}>
        <p className={styles.message}>
          {/* One run of text each, as the server writes it: the level, then the message. */}
          <strong>{`${alert.level}:`}</strong>
          {` ${alert.title}`}
          {alert.url && (
            <>
              {' '}
              <a href={alert.url} className={styles.more}>
                More<span className="visually-hidden"> about this alert</span>
              </a>
            </>
          )}
        </p>
        {closable && (
          <button
            type="button"
            className={styles.close}
            onClick={() => {
              rememberClosed(alert);
              setClosedNow(true);
              // The button goes with its alert: the focus goes on to the page, not back to its very start.
              document.getElementById('main')?.focus({ preventScroll: true });
            }}
          >
            Close<span className="visually-hidden"> this alert</span>
          </button>
        )}
      </div>
    </section>
  );
}

export function SiteAlerts({ alerts }: { alerts: readonly Alert[] }) {
  if (alerts.length === 0) return null;
  return mostPressingFirst(alerts).map((alert) => <SiteAlert key={alert._id} alert={alert} />);
}
