import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { GatewayConfig } from '../config/config';

/** The logger type used across the gateway: pino's, as Fastify hands it out per request (`request.log`). */
export type GatewayLogger = FastifyBaseLogger;

/**
 * Creates the gateway's root logger: JSON lines (pino) at `config.LOG_LEVEL`, to stdout or to
 * `destination` (tests collect lines there). Authorization and cookie headers are redacted should
 * they ever be logged (DESIGN §3: tokens are forwarded, never recorded), and request URLs are logged
 * without their query string (a GET /graphql carries its variables there).
 */
export function createLogger(config: GatewayConfig, destination?: DestinationStream): GatewayLogger {
  const options: pino.LoggerOptions = {
    level: config.LOG_LEVEL,
    base: { service: 'gateway' },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
    serializers: { req: requestSummary },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The logged part of an incoming request: method, path without query string, remote address. */
function requestSummary(request: { method?: string; url?: string; ip?: string }): Record<string, unknown> {
  return { method: request.method, path: request.url?.split('?')[0], remoteAddress: request.ip };
}
