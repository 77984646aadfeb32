// Peer for the API benchmark: bare Fastify answering fixed JSON from memory, one answer per path
// (no authentication, no database, no security headers): the ceiling of the framework here.
import Fastify from 'fastify';

/** {path: answer body} */
const answers = JSON.parse(process.argv[2]);
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(answers)) app.get(path, async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${app.server.address().port}`);
