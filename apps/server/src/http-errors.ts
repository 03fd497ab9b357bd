/**
 * The server's error answers, `{"error": {code, message}}` with a status, each written once here; and the
 * errors a route or service raises on purpose, which the error handler (plugins/errors.ts) answers so.
 */
export interface ErrorAnswer {
  status: number;
  code: string;
  message: string;
}

/** The code each status is answered with (a client error Fastify or a plugin throws carries only its status). */
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
  416: 'range_not_satisfiable',
  429: 'too_many_requests',
  431: 'request_header_fields_too_large',
  500: 'internal',
  501: 'not_implemented',
  503: 'service_unavailable',
};

const answer = (status: number, message: string): ErrorAnswer => ({
  status,
  code: statusCodes[status] ?? 'bad_request',
  message,
});

export const errorAnswers = {
  badUrl: answer(400, 'The request address is not valid.'),
  notHttp: answer(400, 'The request could not be read.'),
  noHost: answer(400, 'The request does not name its host: HTTP/1.1 needs a Host header.'),
  invalidJson: answer(400, 'The request body is not valid JSON.'),
  unstorableText: answer(
    400,
    'The request contains a character that cannot be stored (a NUL character or an unpaired surrogate).',
  ),
  notFound: answer(404, 'There is nothing at this address.'),
  methodNotAllowed: answer(405, 'This address does not take that method; the Allow header lists the ones it takes.'),
  requestTimeout: answer(408, 'The request took too long to arrive.'),
  payloadTooLarge: answer(413, 'The request body is too large.'),
  unsupportedMediaType: answer(415, 'Send the request body as JSON.'),
  headersTooLarge: answer(431, 'The request headers are too large.'),
  internal: answer(500, 'Something went wrong on our side. Please try again later.'),
  notImplemented: answer(501, 'This server does not take that method.'),
  // Sent with Retry-After (plugins/errors.ts); staff see it too, when an upload cannot be saved.
  databaseUnavailable: answer(
    503,
    'The database cannot be reached just now, so nothing was read or saved. Please try again in a few minutes.',
  ),
  // A parent opening a circular and staff uploading a photo both meet this one.
  fileStoreUnavailable: answer(503, 'Files cannot be opened or saved just now. Please try again in a few minutes.'),
} satisfies Record<string, ErrorAnswer>;

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

export const notFound = (message: string) => HttpError.of(answer(404, message));
export const badRequest = (message: string) => HttpError.of(answer(400, message));
