import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config/config';
import { closeOnSignals } from './generated/server-kit/shutdown';
import { withSafeErrors } from './logging/error-serializer';
import { startTracing } from './telemetry/tracing';

/**
 * The server process (`npm start -w rest-api`): loads the configuration (src/config/config.ts; invalid →
 * message on stderr, exit 1), opens the database, applies migrations, seeds the demo data (rows and files
 * in STORAGE_DIR) when the configuration asks for it (`SEED=auto` outside production, `SEED=demo`; DESIGN §5)
 * and there is no employee yet, makes sure there is an Admin or a way to create one (`ADMIN_EMAIL`,
 * src/seed/first-admin.ts), and listens on REST_API_HOST:REST_API_PORT.
 * A lost database connection (idle or held by a transaction) is logged, not fatal: requests answer 503 until the database is back. On SIGINT/SIGTERM
 * (server-kit/shutdown.ts) it stops accepting connections (after SHUTDOWN_DELAY_MS of serving with /readyz failing, when set), lets in-flight requests
 * finish, closes the database (PGlite flushes its files) and exits 0. Spec §8: a failure to start is logged, and the process exits 1.
 * Tracing starts before anything else is loaded when OTEL_TRACES_EXPORTER asks for it (src/telemetry/tracing.ts:
 * the database driver must be instrumented before it is first required), hence the imports inside.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`rest-api: ${error.message}\n`);
    process.exit(1);
  }

  const logger = withSafeErrors(pino({ level: config.logLevel }));
  try {
    const stopTracing = await startTracing(config.tracing);
    const [{ buildApp }, { openDatabase }, { migrate }, { createStorage }, { seedIfEmpty }, { ensureFirstAdmin }, { createMailer }] = await Promise.all([
      import('./app.js'),
      import('./db/database.js'),
      import('./db/migrate.js'),
      import('./files/create-storage.js'),
      import('./seed/seed.js'),
      import('./seed/first-admin.js'),
      import('./mail/mailer.js'),
    ]);
    const database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      schema: config.databaseSchema,
      onPoolError: (error) => logger.warn({ err: error }, 'lost a database connection'),
    });
    await migrate(database);
    logger.info({ database: database.kind, schema: database.schema }, 'database ready');
    const storage = await createStorage(config);
    if (config.demoSeed && (await seedIfEmpty(database.db, { password: config.seedPassword, storage }))) {
      if (config.nodeEnv === 'production') logger.warn('seeded the demo data and its demo employees (SEED=demo) in production');
      else logger.info('seeded the demo data');
    }
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, logger });
    try {
      await ensureFirstAdmin(database.db, { adminEmail: config.adminEmail, mailer, webUrl: config.webUrl, logger });
    } finally {
      mailer.close();
    }

    const app = await buildApp({ database, config, logger });
    closeOnSignals({
      log: logger,
      delayMs: config.shutdownDelayMs,
      startDraining: () => app.startDraining(),
      close: async () => {
        await app.close();
        await database.close();
        await stopTracing();
      },
    });

    await app.listen({
      port: config.port,
      host: config.host,
      listenTextResolver: (address) => `rest-api listening at ${address}`,
    });
  } catch (error) {
    logger.fatal({ err: error }, 'rest-api failed to start');
    process.exit(1);
  }
}

void main();
