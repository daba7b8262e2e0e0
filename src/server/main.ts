import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { activeDemoAccounts, demoWarning } from './modules/demo/service.ts';

/** Start the server: read config once, build, listen, and close gracefully on a signal. */
async function main() {
  const config = loadConfig();
  const started = Date.now();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Date.now() - started, database: app.database.kind }, 'recruit is ready');
  const demo = await activeDemoAccounts(app.database.db);
  if (demo.length) app.log.warn(demoWarning(demo));
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
