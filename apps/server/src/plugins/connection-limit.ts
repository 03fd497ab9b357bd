/**
 * At most so many open connections from one address. Node's `maxConnections`
 * caps the server as a whole, so one address holding idle or slow connections
 * could take them all; this keeps the rest for everyone else. A connection
 * over the cap is closed at once, before anything is read, as Node closes one
 * over `maxConnections`.
 */
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

export function limitConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      log.debug('a connection over the limit for its address was closed');
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
