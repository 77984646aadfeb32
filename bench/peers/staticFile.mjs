// Peer of the share benchmark: bare Fastify serving one static HTML file (@fastify/static, from
// disk) given as its argument: no security headers, no rendering. Prints `PORT n`.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const file = process.argv[2];
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: path.dirname(file) });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${app.server.address().port}`);
