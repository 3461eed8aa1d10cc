import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../platform.js';
import { OneLineAccessLog } from './access-log.js';

// The access line is written without pino's formatting; an operator's log tooling must not see
// a difference, so each line is compared with the one pino writes for the same facts.

const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function appLogging(level: 'info' | 'warn') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new OneLineAccessLog(),
    genReqId: () => 'req-1',
  });
  // pino's own line for the same facts, logged by the handler through the request's logger.
  app.get('/*', async (request) => {
    request.log.info({ method: request.method, url: request.url, status: 200, ms: 0 }, 'request');
    return 'ok';
  });
  app.get('/broken', async () => {
    throw new Error('the kiln is cold');
  });
  apps.push(app);
  return { app, lines };
}

const comparable = (line: string) =>
  line.replace(/"time":\d+/, '"time":T').replace(/"ms":[\d.e-]+/, '"ms":M');

describe('the access line', () => {
  it('is the line pino writes, byte for byte but for the time and duration', async () => {
    const { app, lines } = await appLogging('info');
    // The last one reaches the app with its quotes and backslash percent-encoded, as from a browser.
    for (const url of ['/story/get/abc', '/say?word=%22hi%22&x=1', '/caf%C3%A9/"quoted"\\path']) {
      lines.length = 0;
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(lines).toHaveLength(2);
      const [pinos, ours] = lines as [string, string];
      expect(comparable(ours)).toBe(comparable(pinos));
      expect(JSON.parse(ours)).toMatchObject({ level: 30, reqId: 'req-1', status: 200 });
      expect(ours.endsWith('}\n')).toBe(true);
    }
  });

  it('is not written when the level leaves out info', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ method: 'GET', url: '/story/get/abc' });
    expect(lines).toEqual([]);
  });

  it('says a failed request failed', async () => {
    const { app, lines } = await appLogging('info');
    const response = await app.inject({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(500);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.find((line) => line.msg === 'request')).toMatchObject({
      url: '/broken',
      status: 500,
    });
  });
});
