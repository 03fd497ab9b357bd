/**
 * A stream to give a pino logger, and what it wrote: the text, its lines, or each line parsed.
 *
 *     const log = captureLog();
 *     const app = Fastify({ logger: { level: 'info', stream: log.stream } });
 *     expect(log.entries().map((entry) => entry.msg)).toContain('request failed');
 */
import { Writable } from 'node:stream';

/** One line of pino's JSON. */
export interface LogEntry {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export function captureLog() {
  let written = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
  const lines = () => written.split('\n').filter(Boolean);
  return {
    stream,
    text: () => written,
    lines,
    entries: () => lines().map((line) => JSON.parse(line) as LogEntry),
    /** Forgets what was written so far. */
    clear() {
      written = '';
    },
  };
}
