// Peer for the API benchmark: bare Fastify answering a fixed user object from memory
// (no authentication, no database, no security headers): the ceiling of the framework here.
import Fastify from 'fastify';

const user = JSON.parse(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/api/accounts/user/', async () => ({ isError: false, message: '', result: user }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${app.server.address().port}`);
