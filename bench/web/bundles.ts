import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import type { BenchConfig } from '../config';
import type { VisitBundle } from '../report/result';
import { CHROMIUM_FLAGS } from '../../scripts/stack/chromium';
import { trackNetwork, waitForQuietNetwork } from '../../scripts/stack/quiet-network';

/** Collects the JavaScript responses of `page` from now on: URL, bytes and gzip bytes (zlib's default level 6). */
function collectScripts(page: Page): () => Promise<VisitBundle['files']> {
  const pending: Promise<VisitBundle['files'][number] | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type) && !response.url().endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body).length }),
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((file) => file !== undefined);
}

function bundle(path: string, files: VisitBundle['files']): VisitBundle {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { path, files: sorted, gzipBytes: sorted.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

async function visit(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>): Promise<{ page: Page; files: VisitBundle['files'] }> {
  const page = await context.newPage();
  trackNetwork(page);
  const scripts = collectScripts(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await ready(page);
  await waitForQuietNetwork(page);
  return { page, files: await scripts() };
}

/**
 * Part 3, sizes: loads the production build served at `webUrl` in Chromium with an empty cache and sums
 * the gzip sizes of the JavaScript each first visit loads: `/account/login` until its form shows, then
 * (signed in through that form as `config.account`, in a fresh context holding only the session) the shell
 * with the Grades list until its rows show.
 */
export async function measureBundles(config: BenchConfig, webUrl: string): Promise<{ login: VisitBundle; shellAndGrades: VisitBundle }> {
  const browser = await chromium.launch({ executablePath: config.chromiumPath, headless: true, args: [...CHROMIUM_FLAGS] });
  try {
    const first = await browser.newContext();
    const login = await visit(first, `${webUrl}/account/login`, (page) => page.getByLabel('E-mail').waitFor({ timeout: 30_000 }));
    await login.page.getByLabel('E-mail').fill(config.account.email);
    await login.page.getByLabel('Password', { exact: true }).fill(config.account.password);
    await login.page.getByRole('button', { name: 'Sign in' }).click();
    await login.page.waitForURL(`${webUrl}/`, { timeout: 30_000 });
    const session = await first.storageState();
    await first.close();

    const second = await browser.newContext({ storageState: session });
    const grades = await visit(second, `${webUrl}/setup/grades`, (page) => page.getByRole('cell', { name: 'G1 Trainee', exact: true }).waitFor({ timeout: 30_000 }));
    await second.close();
    return { login: bundle('/account/login', login.files), shellAndGrades: bundle('/setup/grades', grades.files) };
  } finally {
    await browser.close();
  }
}
