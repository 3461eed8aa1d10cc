import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * Listens on 127.0.0.1 (a free port) and sends requests exactly as written: fetch and inject()
 * may tidy a path (`/./`, `%2e`, `..`) before it leaves, an attacker's client does not.
 */
export async function listenForRawRequests(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    post(path: string, body: object, headers: Record<string, string> = {}): Promise<RawAnswer> {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(payload)),
              ...headers,
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
              }),
            );
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    },
  };
}
