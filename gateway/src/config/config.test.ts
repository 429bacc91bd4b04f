import { tmpdir } from 'node:os';
import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SETUP_PROFILE } from '../upstream/profile';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  test('defaults when nothing is set (empty strings count as unset)', () => {
    expect(loadConfig({ GATEWAY_HOST: '' })).toEqual({
      GATEWAY_PORT: 4000,
      GATEWAY_HOST: '127.0.0.1',
      UPSTREAM_URL: 'http://localhost:3000',
      UPSTREAM_TIMEOUT_MS: 10000,
      UPSTREAM_API_CONNECTIONS: 64,
      UPSTREAM_PROFILE: SETUP_PROFILE,
      UPSTREAM_STREAM_CONNECTIONS: 1024,
      UPSTREAM_QUEUE_TIMEOUT_MS: 5000,
      DOWNLOAD_IDLE_TIMEOUT_MS: 240000,
      SUBSCRIPTIONS_PER_SESSION: 20,
      SUBSCRIPTIONS_MAX: 5000,
      NODE_ENV: 'production',
      GRAPHQL_INTROSPECTION: true,
      PERSISTED_DOCUMENTS: 'off',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      REQUEST_TIMEOUT_MS: 60000,
      MULTIPART_MAX_BYTES: 21 * 1024 * 1024,
      UPLOAD_TMP_DIR: tmpdir(),
      UPLOADS_PER_CLIENT: 2,
      SHUTDOWN_DELAY_MS: 0,
      NOTIFICATION_POLL_MS: 15_000,
      NOTIFICATION_SESSION_CHECK_MS: 60_000,
      CORS_ORIGINS: [],
      METRICS_ENABLED: true,
      OTEL_TRACES_EXPORTER: 'none',
      OTEL_SERVICE_NAME: 'gateway',
    });
  });

  test('reads every variable and drops trailing slashes of UPSTREAM_URL', () => {
    const config = loadConfig({
      GATEWAY_PORT: '8080',
      GATEWAY_HOST: '0.0.0.0',
      UPSTREAM_URL: 'https://legacy.example.com/api//',
      UPSTREAM_TIMEOUT_MS: '2500',
      UPSTREAM_API_CONNECTIONS: '32',
      UPSTREAM_PROFILE: '{"idType":"number"}',
      UPSTREAM_STREAM_CONNECTIONS: '512',
      UPSTREAM_QUEUE_TIMEOUT_MS: '1500',
      DOWNLOAD_IDLE_TIMEOUT_MS: '0',
      SUBSCRIPTIONS_PER_SESSION: '10',
      SUBSCRIPTIONS_MAX: '2000',
      NODE_ENV: 'development',
      GRAPHQL_INTROSPECTION: 'false',
      PERSISTED_DOCUMENTS: 'first-party-only',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8',
      REQUEST_TIMEOUT_MS: '30000',
      MULTIPART_MAX_BYTES: '1048576',
      UPLOAD_TMP_DIR: '/var/spool/gateway',
      UPLOADS_PER_CLIENT: '4',
      SHUTDOWN_DELAY_MS: '5000',
      NOTIFICATION_POLL_MS: '5000',
      NOTIFICATION_SESSION_CHECK_MS: '2000',
      NOTIFICATION_RELAY_SECRET: 'r7Kp2Wq9Lm4Xv8Zt3Nc6Bh1Jd5Fg0SaQ',
      CORS_ORIGINS: 'https://crm.example.com, http://localhost:8080,https://crm.example.com',
      METRICS_ENABLED: 'false',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_SERVICE_NAME: 'gateway-eu-1',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    });
    expect(config).toEqual({
      GATEWAY_PORT: 8080,
      GATEWAY_HOST: '0.0.0.0',
      UPSTREAM_URL: 'https://legacy.example.com/api',
      UPSTREAM_TIMEOUT_MS: 2500,
      UPSTREAM_API_CONNECTIONS: 32,
      UPSTREAM_PROFILE: { ...SETUP_PROFILE, idType: 'number' },
      UPSTREAM_STREAM_CONNECTIONS: 512,
      UPSTREAM_QUEUE_TIMEOUT_MS: 1500,
      DOWNLOAD_IDLE_TIMEOUT_MS: 0,
      SUBSCRIPTIONS_PER_SESSION: 10,
      SUBSCRIPTIONS_MAX: 2000,
      NODE_ENV: 'development',
      GRAPHQL_INTROSPECTION: false,
      PERSISTED_DOCUMENTS: 'first-party-only',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1,::1,10.0.0.0/8',
      REQUEST_TIMEOUT_MS: 30000,
      MULTIPART_MAX_BYTES: 1048576,
      UPLOAD_TMP_DIR: '/var/spool/gateway',
      UPLOADS_PER_CLIENT: 4,
      SHUTDOWN_DELAY_MS: 5000,
      NOTIFICATION_POLL_MS: 5000,
      NOTIFICATION_SESSION_CHECK_MS: 2000,
      NOTIFICATION_RELAY_SECRET: 'r7Kp2Wq9Lm4Xv8Zt3Nc6Bh1Jd5Fg0SaQ',
      CORS_ORIGINS: ['https://crm.example.com', 'http://localhost:8080'],
      METRICS_ENABLED: false,
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_SERVICE_NAME: 'gateway-eu-1',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    });
  });

  test.each([
    ['true', true],
    ['false', false],
    ['loopback', 'loopback'],
    ['::ffff:10.1.2.3', '::ffff:10.1.2.3'],
  ])('TRUST_PROXY=%s is accepted as %p', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  test.each(['yes', '127.0.0.1,', '300.1.1.1', '10.0.0.0/40', 'proxy.example.com'])('TRUST_PROXY=%s is refused', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  test.each(['*', 'crm.example.com', 'https://crm.example.com/', 'https://crm.example.com/app', 'ftp://files.example.com', 'https://a.example.com,,'])(
    'CORS_ORIGINS=%s is refused',
    (value) => {
      expect(() => loadConfig({ CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
    },
  );

  test('REQUEST_TIMEOUT_MS and MULTIPART_MAX_BYTES must be numbers in range', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ MULTIPART_MAX_BYTES: 'lots' })).toThrow(/MULTIPART_MAX_BYTES/);
  });

  test('names every invalid variable', () => {
    expect(() => loadConfig({ GATEWAY_PORT: '70000', UPSTREAM_URL: 'ftp://x', UPSTREAM_TIMEOUT_MS: '-1', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(/GRAPHQL_INTROSPECTION/);
    expect(() => loadConfig({ PERSISTED_DOCUMENTS: 'on' })).toThrow(/PERSISTED_DOCUMENTS/);
    try {
      loadConfig({ GATEWAY_PORT: 'abc', UPSTREAM_URL: 'not a url', NODE_ENV: 'staging' });
    } catch (error) {
      expect((error as Error).message).toMatch(/GATEWAY_PORT.*UPSTREAM_URL.*NODE_ENV/);
    }
    expect.assertions(4);
  });

  test('refuses an unknown traces exporter, a short metrics token, an OTLP endpoint that is not a URL', () => {
    expect(() => loadConfig({ OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(/OTEL_TRACES_EXPORTER: must be none, otlp or console/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  test('UPSTREAM_PROFILE: our rest-api by default, inline JSON or a JSON file, validated (upstream/profile.ts)', () => {
    expect(loadConfig({}).UPSTREAM_PROFILE).toEqual({
      token: 'jwt',
      identity: 'token',
      identityPath: 'employees/me',
      idType: 'string',
      healthPath: '/healthz',
      update: 'partial',
      versions: true,
    });
    const foreign = { token: 'opaque', identity: 'sign-in', idType: 'number', healthPath: null, update: 'replace', versions: false };
    expect(loadConfig({ UPSTREAM_PROFILE: JSON.stringify(foreign) }).UPSTREAM_PROFILE).toEqual({ ...SETUP_PROFILE, ...foreign });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'profile-')), 'upstream.json');
    writeFileSync(file, JSON.stringify({ identity: 'endpoint', identityPath: 'employees/me' }));
    expect(loadConfig({ UPSTREAM_PROFILE: file }).UPSTREAM_PROFILE).toEqual({ ...SETUP_PROFILE, identity: 'endpoint' });

    expect(() => loadConfig({ UPSTREAM_PROFILE: '{"token":"opaque"}' })).toThrow(/UPSTREAM_PROFILE: identity: an opaque token names no one/);
    expect(() => loadConfig({ UPSTREAM_PROFILE: '{"idType":"uuid"}' })).toThrow(/UPSTREAM_PROFILE: idType/);
    expect(() => loadConfig({ UPSTREAM_PROFILE: '{"healthz":true}' })).toThrow(/UPSTREAM_PROFILE: .*healthz/);
    expect(() => loadConfig({ UPSTREAM_PROFILE: '/no/such/profile.json' })).toThrow(/UPSTREAM_PROFILE: cannot read the profile/);
  });
});
