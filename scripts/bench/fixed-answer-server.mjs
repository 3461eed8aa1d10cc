// A bare Fastify answering the same JSON bytes to every request, read once from ANSWER_FILE: what
// the framework itself does with a payload of that size on this machine, beside the app's row.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answer = readFileSync(process.env.ANSWER_FILE);
const app = Fastify({ logger: false });
app.get('/', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(answer);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
