/**
 * @jest-environment node
 */
import { FrontConfigError, loadFrontConfig } from './config.ts';

describe('loadFrontConfig (DESIGN §7: configuration from the environment, validated at start)', () => {
  it('takes the defaults when nothing is set (empty strings count as unset)', () => {
    expect(loadFrontConfig({ WEB_HOST: '' })).toEqual({
      WEB_PORT: 5173,
      WEB_HOST: '127.0.0.1',
      GATEWAY_URL: 'http://localhost:4000',
      REQUEST_TIMEOUT_MS: 60000,
      LOG_LEVEL: 'info',
    });
  });

  it('reads every variable and drops trailing slashes of GATEWAY_URL', () => {
    expect(
      loadFrontConfig({ WEB_PORT: '8080', WEB_HOST: '0.0.0.0', GATEWAY_URL: 'http://gateway:4000//', REQUEST_TIMEOUT_MS: '30000', WEB_DIST_DIR: '/srv/web', LOG_LEVEL: 'warn' }),
    ).toEqual({ WEB_PORT: 8080, WEB_HOST: '0.0.0.0', GATEWAY_URL: 'http://gateway:4000', REQUEST_TIMEOUT_MS: 30000, WEB_DIST_DIR: '/srv/web', LOG_LEVEL: 'warn' });
  });

  it('names every invalid variable', () => {
    expect(() => loadFrontConfig({ WEB_PORT: '70000' })).toThrow(FrontConfigError);
    expect(() => loadFrontConfig({ WEB_PORT: 'abc', GATEWAY_URL: 'ftp://x', REQUEST_TIMEOUT_MS: '10', LOG_LEVEL: 'loud' })).toThrow(
      /WEB_PORT.*GATEWAY_URL.*REQUEST_TIMEOUT_MS.*LOG_LEVEL/,
    );
  });
});
