/**
 * One shape for every API error, `{"error": {"code", "message"}}`, with the
 * right status. A 500 never carries a stack trace or an internal message, and
 * nothing the visitor sent is written to the log.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-errors';

interface KnownError {
  status: number;
  code: string;
  message: string;
}

function describe(error: FastifyError): KnownError | undefined {
  if (error instanceof HttpError) return { status: error.statusCode, code: error.code, message: error.message };
  if (error.validation) {
    const [first] = error.validation;
    const where = error.validationContext ?? 'request';
    const field = first?.instancePath ? ` (${where}${first.instancePath.replaceAll('/', '.')})` : ` (${where})`;
    return { status: 400, code: 'bad_request', message: `${first?.message ?? 'Invalid input'}${field}` };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'payload_too_large', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupported_media_type', message: 'Send the request body as JSON.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'bad_request', message: 'The request body is not valid JSON.' };
    default:
      break;
  }
  if (error.statusCode === 429) return { status: 429, code: 'too_many_requests', message: error.message };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, code: 'bad_request', message: error.message };
  }
  return undefined;
}

/**
 * The parts of an error that are safe to log. Database errors carry a `detail`
 * with the failing row (what a visitor typed), so only these fields are kept.
 */
export function loggableError(error: Error & { code?: unknown }) {
  return { type: error.name, message: error.message, code: error.code, stack: error.stack };
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = describe(error);
    if (known) {
      return reply.status(known.status).send({ error: { code: known.code, message: known.message } });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again later.' } });
  });

  // Reached only by paths no route serves (the website's catch-all takes the rest when it is served).
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: 'There is nothing at this address.' } }),
  );
}

export const errorsPlugin = fp(errors, { name: 'errors' });
