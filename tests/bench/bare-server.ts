import Fastify from 'fastify';

/** The baseline: Fastify answering a fixed JSON body, no database, no auth. */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ state: 200, message: 'OK', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT ?? 18080), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
