/**
 * One address cannot take every connection the server can hold: past
 * MAX_CONNECTIONS_PER_ADDRESS open connections, the next is closed before a
 * byte is read, and a place frees up when one of them closes. Behind a proxy
 * (TRUST_PROXY_HOPS > 0) every connection comes from the proxy, so there is no
 * limit here.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPath } from '@school/shared/api-paths';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { exchange, requestText } from './support/request-over-a-socket';

const limit = 3;
let app: FastifyInstance | undefined;
const sockets: Socket[] = [];

async function listening(environment: Record<string, string>): Promise<number> {
  const config = readConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'connections-')),
    MAX_CONNECTIONS_PER_ADDRESS: String(limit),
    ...environment,
  });
  app = await buildApp({ config, serveSite: false, seedDemo: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** An idle connection, once the server has taken it. */
async function openConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

const health = (port: number) => exchange(port, [requestText('GET', apiPath('health'))]);

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
});

describe('connections per address', () => {
  it('closes the one over the limit at once, and takes a new one when a place is free', async () => {
    const port = await listening({});
    const open = await Promise.all(Array.from({ length: limit }, () => openConnection(port)));
    const refused = await health(port);
    expect(refused.status).toBe(0);
    expect(refused.closedAfterMs).toBeLessThan(1_000);

    open[0]!.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await health(port)).status).toBe(200);
  });

  it('is not limited behind a proxy, where every connection has the proxy’s address', async () => {
    const port = await listening({ TRUST_PROXY_HOPS: '1' });
    await Promise.all(Array.from({ length: limit }, () => openConnection(port)));
    expect((await health(port)).status).toBe(200);
  });
});
