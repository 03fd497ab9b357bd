/**
 * Requests written byte for byte on a connection of their own, for what a
 * client library would tidy or refuse to send: TRACE and CONNECT, unknown
 * methods, oversized headers, and requests that arrive slowly.
 */
import { connect } from 'node:net';

export interface Exchange {
  /** 0 when nothing came back. */
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** When the server closed the connection, counted from the first byte sent. */
  closedAfterMs: number;
}

/**
 * Writes `parts` one after another, `everyMs` apart, and collects what comes back until the server closes the
 * connection. A part still unsent when it closes is not sent.
 */
export function exchange(port: number, parts: string[], { everyMs = 0 } = {}): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close while a part is on its way: what came back before counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', ...body] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: body.join('\r\n\r\n'),
        closedAfterMs: Date.now() - started,
      });
    });
    const send = (index: number) => {
      if (index >= parts.length || socket.destroyed) return;
      socket.write(parts[index]!);
      timer = setTimeout(() => send(index + 1), everyMs);
    };
    send(0);
  });
}

/** One request that asks the server to close the connection after answering. */
export function requestText(method: string, path: string, headers: Record<string, string> = {}): string {
  const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
