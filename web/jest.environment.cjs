/**
 * jsdom, plus the Fetch-API classes a browser has and jsdom lacks (react-router's data routers build
 * `Request`s with an AbortSignal), taken from Node so they work together: the same approach as the
 * jest-fixed-jsdom package.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
