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
      DOWNLOAD_IDLE_TIMEOUT_MS: 120000,
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['127.0.0.1, ::1,10.0.0.0/8', '127.0.0.1,::1,10.0.0.0/8'],
  ])("TRUST_PROXY=%s is accepted as %p (the gateway's and rest-api's syntax)", (value, expected) => {
    expect(loadFrontConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(expected);
  });

  it.each(['yes', '127.0.0.1,', '300.1.1.1', '10.0.0.0/40', 'proxy.example.com'])('TRUST_PROXY=%s is refused at start', (value) => {
    expect(() => loadFrontConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('reads every variable and drops trailing slashes of GATEWAY_URL', () => {
    expect(
      loadFrontConfig({
        WEB_PORT: '8080',
        WEB_HOST: '0.0.0.0',
        GATEWAY_URL: 'http://gateway:4000//',
        REQUEST_TIMEOUT_MS: '30000',
        DOWNLOAD_IDLE_TIMEOUT_MS: '5000',
        WEB_DIST_DIR: '/srv/web',
        LOG_LEVEL: 'warn',
      }),
    ).toEqual({
      WEB_PORT: 8080,
      WEB_HOST: '0.0.0.0',
      GATEWAY_URL: 'http://gateway:4000',
      REQUEST_TIMEOUT_MS: 30000,
      DOWNLOAD_IDLE_TIMEOUT_MS: 5000,
      WEB_DIST_DIR: '/srv/web',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: false,
    });
  });

  it('names every invalid variable', () => {
    expect(() => loadFrontConfig({ WEB_PORT: '70000' })).toThrow(FrontConfigError);
    expect(() => loadFrontConfig({ WEB_PORT: 'abc', GATEWAY_URL: 'ftp://x', REQUEST_TIMEOUT_MS: '10', LOG_LEVEL: 'loud' })).toThrow(
      /WEB_PORT.*GATEWAY_URL.*REQUEST_TIMEOUT_MS.*LOG_LEVEL/,
    );
  });
});
