import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IN_MEMORY, type Config } from './config';

/**
 * The HS256 signing key for tokens (DESIGN §2), as bytes.
 * - `JWT_SECRET` when set (config guarantees ≥ 32 characters, and that it is set in production);
 * - else, with an in-memory database, a random key for this process only (its tokens die with it anyway);
 * - else a random key created once and kept in `${DATA_DIR}/jwt-secret` (mode 0600), so tokens survive a
 *   restart of a development server.
 *
 * @throws when the secret file cannot be read or written.
 */
export async function resolveJwtSecret(config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.pgliteDir === IN_MEMORY) return randomBytes(32);

  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await fs.mkdir(config.dataDir, { recursive: true });
  // 'wx' fails if another process wrote it meanwhile; then theirs wins.
  try {
    await fs.writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return new TextEncoder().encode((await fs.readFile(file, 'utf8')).trim());
  }
}
