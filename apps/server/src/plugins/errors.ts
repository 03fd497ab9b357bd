/**
 * One shape for every error answer, `{"error": {"code", "message"}}`, with the
 * right status: from routes, from Fastify itself, and from the socket when a
 * request cannot even be read. A 500 never carries a stack trace or an
 * internal message, and nothing the visitor sent is written to the log. A
 * database or file store that cannot be reached is a 503 with Retry-After, never a 500.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorAnswers, HttpError, statusCodes, type ErrorAnswer } from '../http-errors';
import { cutForLog } from '../logging';
import { outageLogLines, outageOf, outageRetryAfterSeconds, type OutageService } from '../outage';

function describe(error: FastifyError): ErrorAnswer | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, code: error.code, message: error.message };
  if (error.validation) {
    const [first] = error.validation;
    const where = error.validationContext ?? 'request';
    const field = first?.instancePath ? ` (${where}${first.instancePath.replaceAll('/', '.')})` : ` (${where})`;
    return { status: 400, code: 'bad_request', message: `${first?.message ?? 'Invalid input'}${field}` };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorAnswers.payloadTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return errorAnswers.unsupportedMediaType;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorAnswers.invalidJson;
    default:
      break;
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, code: statusCodes[error.statusCode] ?? 'bad_request', message: error.message };
  }
  return undefined;
}

/** The headers an error names for its answer, as Fastify's own handler sends them: a 416's `Content-Range`. */
function headersNamedBy(error: FastifyError): Record<string, string> {
  return (error as { headers?: Record<string, string> }).headers ?? {};
}

function body({ code, message }: ErrorAnswer): string {
  return JSON.stringify({ error: { code, message } });
}

export function sendError(reply: FastifyReply, answer: ErrorAnswer): FastifyReply {
  return reply.status(answer.status).type('application/json; charset=utf-8').send(body(answer));
}

/**
 * An error answer written straight to a socket, for requests that never reach Fastify's routing: one that
 * cannot be parsed, one that is too slow to arrive, a CONNECT. It says `Connection: close`, and its caller
 * closes the connection.
 */
export function writeRawError(socket: Duplex, answer: ErrorAnswer): void {
  if (!socket.writable) return;
  const text = body(answer);
  socket.write(
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      `Connection: close\r\n\r\n${text}`,
  );
}

const clientErrorAnswers: Record<string, ErrorAnswer> = {
  HPE_HEADER_OVERFLOW: errorAnswers.headersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: errorAnswers.requestTimeout,
  // Node's parser knows a fixed list of methods; any other is one that no part of this server takes.
  HPE_INVALID_METHOD: errorAnswers.notImplemented,
};

/**
 * Fastify's `clientErrorHandler`: a request Node could not read (headers too large or too slow, an unknown
 * method, broken HTTP). Fastify's own answer is not in our shape, and its log line would carry the raw bytes.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ code: error.code }, 'unreadable request');
  writeRawError(socket, clientErrorAnswers[error.code ?? ''] ?? errorAnswers.notHttp);
  socket.destroy();
}

/**
 * The parts of an error that are safe to log. Database errors carry a `detail` with the failing row (what a
 * visitor typed), so only these fields are kept, and the message is cut, in the stack's first line too.
 */
export function loggableError(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error, message: cutForLog(String(error)) };
  // Error messages can quote a path or a field.
  const message = cutForLog(error.message);
  const frames = error.stack?.indexOf('\n    at ') ?? -1;
  return {
    type: error.name,
    message,
    code: (error as { code?: unknown }).code,
    stack: frames === -1 ? undefined : `${error.name}: ${message}${error.stack!.slice(frames)}`,
  };
}

const outageAnswers: Record<OutageService, ErrorAnswer> = {
  database: errorAnswers.databaseUnavailable,
  fileStore: errorAnswers.fileStoreUnavailable,
};

/** RFC 9112, 3.2: an HTTP/1.1 request must carry Host. */
function lacksHost(request: FastifyRequest): boolean {
  return request.raw.httpVersion === '1.1' && request.headers.host === undefined;
}

async function errors(app: FastifyInstance) {
  // Node's own answer to this is a bare 400 (app.ts turns it off); before every other hook, the page cache's too.
  app.addHook('onRequest', (request, reply, done) => {
    if (lacksHost(request)) return void sendError(reply, errorAnswers.noHost);
    done();
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = describe(error);
    if (known) {
      // A body refused for its size before it has all arrived is not read on: the client may stop sending it.
      if (known.status === 413 && !request.raw.complete) reply.header('connection', 'close');
      return sendError(reply.headers(headersNamedBy(error)), known);
    }
    if (request.raw.readableAborted) {
      // Cut off for being too slow, or left by its client: nothing here failed, and nobody waits for an answer.
      request.log.info('the request did not arrive whole');
      return sendError(reply, errorAnswers.requestTimeout);
    }
    const outage = outageOf(error);
    if (outage) {
      // An outage, not a fault of this request: its cause without a stack, and when to ask again.
      request.log.warn({ outage }, outageLogLines[outage.service]);
      reply.header('retry-after', String(outageRetryAfterSeconds));
      return sendError(reply, outageAnswers[outage.service]);
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return sendError(reply, errorAnswers.internal);
  });

  // Reached only by paths no route serves (the website's catch-all takes the rest when it is served).
  app.setNotFoundHandler((_request, reply) => sendError(reply, errorAnswers.notFound));
}

export const errorsPlugin = fp(errors, { name: 'errors' });
