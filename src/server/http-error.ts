/** An error that becomes a JSON `{ message }` answer with its own status (always 4xx or 503). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields for the JSON body, such as `errors` per field or a fresh price summary. */
    readonly body: Record<string, unknown> = {},
  ) {
    // An answer to the client, not a fault: the error handler sends it and never logs it, so its stack is not
    // captured (about a tenth of the time a refused call takes, which matters most under a flood of refusals).
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors ? { errors } : {});
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string, body: Record<string, unknown> = {}) =>
  new HttpError(403, message, body);
export const notFound = (message: string, body: Record<string, unknown> = {}) =>
  new HttpError(404, message, body);
export const conflict = (message: string, body: Record<string, unknown> = {}) =>
  new HttpError(409, message, body);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (message: string) => new HttpError(422, message);
/** A refusal the client may retry shortly (the error handler adds `retry-after`). */
export const serviceUnavailable = (message: string) => new HttpError(503, message);
