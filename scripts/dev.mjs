#!/usr/bin/env node
/**
 * `npm run dev`: the development watch mode (DESIGN §1), on the same ports and data as `npm start`:
 * rest-api and the gateway from their TypeScript sources under `tsx watch` (restarted on every
 * change), and the web client on Vite's dev server (hot reload), which serves only the web's sources
 * and packages (web/devServer.ts) and proxies /graphql and /files to the gateway. Not for users:
 * `npm start` runs the production build. Prints the addresses once all three answer; Ctrl-C stops all.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runStack, stackSettings } from './launch/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { urls, shared } = stackSettings(root);

await runStack(
  [
    { name: 'rest-api', command: 'tsx watch src/main.ts', cwd: path.join(root, 'rest-api'), env: shared, prefixColor: 'blue' },
    { name: 'gateway', command: 'tsx watch src/main.ts', cwd: path.join(root, 'gateway'), env: shared, prefixColor: 'magenta' },
    { name: 'web', command: 'vite --clearScreen false', cwd: path.join(root, 'web'), env: shared, prefixColor: 'green' },
  ],
  urls,
  'development watch mode; npm start runs the production build',
);
