// A small load balancer for the scale-out benchmark: round robin over BACKENDS (comma-separated
// base URLs), keep-alive connections to each, streaming both ways. Plain node:http, nothing else,
// in a process of its own so it does not share the load generator's event loop.
import http from 'node:http';

const backends = (process.env.BACKENDS ?? '')
  .split(',')
  .filter(Boolean)
  .map((url) => new URL(url));
if (backends.length === 0) throw new Error('BACKENDS is empty');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((request, response) => {
  const backend = backends[next++ % backends.length];
  const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = request.headers;
  const outgoing = http.request(
    {
      host: backend.hostname,
      port: backend.port,
      method: request.method,
      path: request.url,
      headers: { ...headers, host: backend.host },
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(outgoing);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  agent.destroy();
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
