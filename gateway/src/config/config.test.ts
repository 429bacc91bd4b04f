import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  test('defaults when nothing is set (empty strings count as unset)', () => {
    expect(loadConfig({ GATEWAY_HOST: '' })).toEqual({
      GATEWAY_PORT: 4000,
      GATEWAY_HOST: '127.0.0.1',
      UPSTREAM_URL: 'http://localhost:3000',
      UPSTREAM_TIMEOUT_MS: 10000,
      NODE_ENV: 'production',
      GRAPHQL_INTROSPECTION: true,
      LOG_LEVEL: 'info',
    });
  });

  test('reads every variable and drops trailing slashes of UPSTREAM_URL', () => {
    const config = loadConfig({
      GATEWAY_PORT: '8080',
      GATEWAY_HOST: '0.0.0.0',
      UPSTREAM_URL: 'https://legacy.example.com/api//',
      UPSTREAM_TIMEOUT_MS: '2500',
      NODE_ENV: 'development',
      GRAPHQL_INTROSPECTION: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config).toEqual({
      GATEWAY_PORT: 8080,
      GATEWAY_HOST: '0.0.0.0',
      UPSTREAM_URL: 'https://legacy.example.com/api',
      UPSTREAM_TIMEOUT_MS: 2500,
      NODE_ENV: 'development',
      GRAPHQL_INTROSPECTION: false,
      LOG_LEVEL: 'warn',
    });
  });

  test('names every invalid variable', () => {
    expect(() => loadConfig({ GATEWAY_PORT: '70000', UPSTREAM_URL: 'ftp://x', UPSTREAM_TIMEOUT_MS: '-1', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'maybe' })).toThrow(/GRAPHQL_INTROSPECTION/);
    try {
      loadConfig({ GATEWAY_PORT: 'abc', UPSTREAM_URL: 'not a url', NODE_ENV: 'staging' });
    } catch (error) {
      expect((error as Error).message).toMatch(/GATEWAY_PORT.*UPSTREAM_URL.*NODE_ENV/);
    }
    expect.assertions(3);
  });
});
