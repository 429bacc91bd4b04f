import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, IN_MEMORY, type Config } from './config';
import { weakSecretReason } from './secret-strength';

/** Only the owner may read or write the secret file. */
const OWNER_ONLY = 0o600;

/**
 * The HS256 signing key for tokens (DESIGN §2), as bytes.
 * - `JWT_SECRET` when set (config guarantees ≥ 32 characters that look random, and that it is set in production);
 * - else, with an in-memory database, a random key for this process only (its tokens die with it anyway);
 * - else a random key created once and kept in `${DATA_DIR}/jwt-secret` (mode 0600, restored to 0600 when
 *   found looser), so tokens survive a restart of a development server.
 *
 * @throws ConfigError when the secret file holds a short or weak key (src/config/secret-strength.ts);
 *   the file system's error when it cannot be read or written.
 */
export async function resolveJwtSecret(config: Config): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  if (config.pgliteDir === IN_MEMORY) return randomBytes(32);

  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return await readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await fs.mkdir(config.dataDir, { recursive: true });
  // 'wx' fails if another process wrote it meanwhile; then theirs wins.
  try {
    await fs.writeFile(file, secret + '\n', { mode: OWNER_ONLY, flag: 'wx' });
    return new TextEncoder().encode(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecretFile(file);
  }
}

/** Reads a secret file, narrowing its mode to 0600 when others could read it, and checks the key. */
async function readSecretFile(file: string): Promise<Uint8Array> {
  const secret = (await fs.readFile(file, 'utf8')).trim();
  if (((await fs.stat(file)).mode & 0o777) !== OWNER_ONLY) await fs.chmod(file, OWNER_ONLY);
  const reason = secret.length < 32 ? 'is shorter than 32 characters' : weakSecretReason(secret);
  if (reason) throw new ConfigError(`The JWT secret in ${file} ${reason}: delete the file to have a new one generated, or set JWT_SECRET.`);
  return new TextEncoder().encode(secret);
}
