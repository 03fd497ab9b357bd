/**
 * Housekeeping the server does on its own: run once at start-up, then every
 * hour until stopped. A failure is logged by its error code only (what the
 * task handles may be private) and the next hour tries again; the timer never
 * holds the process open.
 */
const everyMs = 60 * 60_000;

export function hourlyTask(
  work: () => Promise<unknown>,
  { log, failure }: { log: { error(details: object, message: string): void }; failure: string },
) {
  let timer: NodeJS.Timeout | undefined;

  async function check(): Promise<void> {
    try {
      await work();
    } catch (error) {
      log.error({ code: (error as { code?: unknown }).code }, failure);
    }
  }

  return {
    /** Runs now, then every hour until `stop`. */
    async start(): Promise<void> {
      await check();
      timer = setInterval(() => void check(), everyMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
