/** Starts the server: reads the configuration, listens, and closes gracefully on SIGTERM or SIGINT. */
import { buildApp } from './app';
import { readConfig } from './config';
import { loggerOptions } from './logging';
import { warmPagesOnListen } from './web/warm-pages';

const config = readConfig();
const app = await buildApp({ config, logger: loggerOptions(config.LOG_LEVEL) });
warmPagesOnListen(app);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for requests in flight.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
