import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';

const { chindingsSym, streamSym } = pino.symbols;
const INFO = 30;

/**
 * One access-log line per request, written when it completes, instead of Fastify's two
 * (incoming + completed): the same facts at half the logging cost, which dominates small requests.
 *
 * The line is put together here, byte for byte as pino writes it (access-log.test.ts compares
 * them), and handed to the logger's own destination: pino's general formatting of a four-field
 * object cost a quick read a tenth of its time (decision 0037). Errors go through pino as before.
 */
export class OneLineAccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const log = reply.log as Logger;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    if (error) {
      const line = { method: request.method, url: request.url, status: reply.statusCode, ms };
      log.error({ ...line, err: error }, 'request errored');
      return;
    }
    if (log.levelVal > INFO) return;
    const own = log as unknown as Record<symbol, unknown>;
    const destination = own[streamSym] as { write(line: string): unknown };
    destination.write(
      `{"level":${INFO},"time":${Date.now()}${own[chindingsSym] as string},` +
        `"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},` +
        `"status":${reply.statusCode},"ms":${ms},"msg":"request"}\n`,
    );
  }
}
