import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer on 127.0.0.1, as a deployment puts in front of its web processes:
 * round robin over fixed backends, keep-alive connections to them, and the retries such proxies
 * make (nginx's proxy_next_upstream, Envoy's retry policy): a request that could not be delivered
 * (connection refused) goes to the next backend whatever its method; an idempotent one (GET,
 * HEAD, PUT, DELETE, OPTIONS) also when the connection dropped before an answer or the backend
 * answered 502/503 (a draining server). Each backend is tried once.
 */
export type LoadBalancer = {
  url: string;
  /** Answers each backend gave, by backend URL. */
  served: Map<string, number>;
  /** Requests sent again to another backend, by reason. */
  retries: Map<string, number>;
  close(): Promise<void>;
};

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

type Attempt =
  | { kind: 'answer'; response: http.IncomingMessage }
  | { kind: 'not delivered'; error: Error }
  | { kind: 'dropped'; error: Error };

export async function startLoadBalancer(backends: string[]): Promise<LoadBalancer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const served = new Map<string, number>();
  const retries = new Map<string, number>();
  let next = 0;
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

  const attempt = (backend: string, request: http.IncomingMessage, body: Buffer) =>
    new Promise<Attempt>((resolve) => {
      const target = new URL(request.url ?? '/', backend);
      let connected = false;
      // Hop-by-hop headers stay here; the body goes on whole, with its length.
      const {
        connection: _c,
        'keep-alive': _k,
        'transfer-encoding': _t,
        ...headers
      } = request.headers;
      const outgoing = http.request(target, {
        method: request.method,
        headers: {
          ...headers,
          host: target.host,
          ...(body.length > 0 ? { 'content-length': String(body.length) } : {}),
        },
        agent,
      });
      outgoing.on('socket', (socket) => {
        if (!socket.connecting) connected = true;
        else socket.once('connect', () => (connected = true));
      });
      outgoing.once('response', (response) => resolve({ kind: 'answer', response }));
      outgoing.once('error', (error: NodeJS.ErrnoException) => {
        // Refused, or never connected: the backend cannot have seen the request.
        const delivered = connected && error.code !== 'ECONNREFUSED';
        resolve({ kind: delivered ? 'dropped' : 'not delivered', error });
      });
      outgoing.end(body);
    });

  const server = http.createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const start = next++;
      let last = 'no backend answered';
      for (let tried = 0; tried < backends.length; tried += 1) {
        const backend = backends[(start + tried) % backends.length] as string;
        const result = await attempt(backend, request, body);
        const idempotent = IDEMPOTENT.has(request.method ?? 'GET');
        const isLast = tried === backends.length - 1;
        if (result.kind === 'answer') {
          const status = result.response.statusCode ?? 502;
          if ((status === 502 || status === 503) && idempotent && !isLast) {
            result.response.resume();
            count(retries, `answered ${status}`);
            continue;
          }
          count(served, backend);
          response.writeHead(status, result.response.headers);
          result.response.on('error', () => response.destroy());
          result.response.pipe(response);
          return;
        }
        last = `${result.kind}: ${result.error.message}`;
        if (result.kind === 'dropped' && !idempotent) break;
        count(retries, result.kind);
      }
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(last);
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    retries,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
