/**
 * The server's error answers, `{"error": {code, message}}` with a status, each written once here; and the
 * errors a route or service raises on purpose, which the error handler (plugins/errors.ts) answers so.
 */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
}

export const errorAnswers = {
  badUrl: { status: 400, code: 'bad_request', message: 'The request address is not valid.' },
  notHttp: { status: 400, code: 'bad_request', message: 'The request could not be read.' },
  invalidJson: { status: 400, code: 'bad_request', message: 'The request body is not valid JSON.' },
  unstorableText: {
    status: 400,
    code: 'bad_request',
    message: 'The request contains a character that cannot be stored (a NUL character or an unpaired surrogate).',
  },
  notFound: { status: 404, code: 'not_found', message: 'There is nothing at this address.' },
  methodNotAllowed: {
    status: 405,
    code: 'method_not_allowed',
    message: 'This address does not take that method; the Allow header lists the ones it takes.',
  },
  requestTimeout: { status: 408, code: 'request_timeout', message: 'The request took too long to arrive.' },
  payloadTooLarge: { status: 413, code: 'payload_too_large', message: 'The request body is too large.' },
  unsupportedMediaType: { status: 415, code: 'unsupported_media_type', message: 'Send the request body as JSON.' },
  headersTooLarge: {
    status: 431,
    code: 'request_header_fields_too_large',
    message: 'The request headers are too large.',
  },
  internal: { status: 500, code: 'internal', message: 'Something went wrong on our side. Please try again later.' },
  notImplemented: { status: 501, code: 'not_implemented', message: 'This server does not take that method.' },
  // Sent with Retry-After (plugins/errors.ts); staff see it too, when an upload cannot be saved.
  databaseUnavailable: {
    status: 503,
    code: 'service_unavailable',
    message:
      'The database cannot be reached just now, so nothing was read or saved. Please try again in a few minutes.',
  },
} as const satisfies Record<string, ErrorAnswer>;

/** The code of a client error that carries only its status (thrown by Fastify or a plugin). */
export const statusCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
};

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  static of({ status, code, message }: ErrorAnswer): HttpError {
    return new HttpError(status, code, message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
