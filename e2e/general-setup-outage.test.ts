/**
 * Browser test of the read fallback on a list (spec §8, DESIGN §3): when the REST server stops while
 * Companies is open, the gateway answers an empty page with a warning, and the screen says "Could
 * not load companies." rather than showing an empty table. It stops part of the stack it starts, so
 * it runs on its own ports.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { signedInPage } from './setupUi';
import { launchBrowser } from './support/browser';
import { startStack, type Stack } from './support/stack';

const PORTS = { restApi: 3150, gateway: 4150, web: 5223 };

let stack: Stack;
let browser: Browser;

before(async () => {
  stack = await startStack(PORTS);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await stack?.stop();
});

/**
 * The id of the process listening on `port`, checked to be this repository's rest-api (its working
 * folder), so that the test stops only the server it started.
 */
function restApiPid(port: number): number {
  const pids = execFileSync('lsof', ['-t', `-iTCP:${port}`, '-sTCP:LISTEN'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .filter(Boolean)
    .map(Number);
  assert.equal(pids.length, 1, `one process listens on ${port}`);
  const [pid] = pids;
  assert.ok(pid !== undefined);
  const cwd = readlinkSync(`/proc/${pid}/cwd`);
  assert.equal(cwd, path.resolve(__dirname, '..', 'rest-api'), 'the listener is the rest-api the stack started');
  return pid;
}

/** Resolves once nothing listens on `port` any more. */
async function portClosed(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} still answers`);
}

describe('read fallback on a list', () => {
  test('a list whose upstream stopped says it could not load, not that it is empty', async () => {
    const { context, page } = await signedInPage(browser, stack.webUrl, 'gvr@example.com');
    await page.goto(`${stack.webUrl}/setup/companies`);
    await page.getByRole('cell', { name: 'Acme Trading LLC', exact: true }).waitFor();

    process.kill(restApiPid(PORTS.restApi + Number(process.env.E2E_PORT_OFFSET ?? 0)), 'SIGTERM');
    await portClosed(PORTS.restApi);

    await page.getByLabel('Search').fill('acme');
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load companies.' });
    await failure.waitFor();
    assert.equal(await page.getByText('No companies found.').count(), 0, 'no silent empty table');
    assert.equal(await page.getByRole('cell', { name: 'Acme Trading LLC', exact: true }).count(), 0);

    await page.reload();
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Retry' }).click();
    await failure.waitFor();
    assert.equal(await page.getByRole('table').count(), 0, 'the table is replaced by the message');
    await context.close();
  });
});
