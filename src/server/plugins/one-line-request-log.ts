import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line a request, written when it is answered: Fastify's default writes two ('incoming request' with
 * the method and URL, 'request completed' with the status), which at the shop's default level (info) cost about a
 * third of the throughput of a call answered by a route (docs/decisions/0036-request-log.md). The line carries what both
 * did: `req` (method, URL, host, the client's address), `res` (status) and `responseTime` in milliseconds. A cached
 * catalog read is answered through Fastify like any other call, so it gets the same line.
 *
 * Everything else Fastify logs (errors, a stream cut short, a route not found) is left as it is.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Written with the answer instead, in requestCompleted.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
