import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/**
 * Hashes a password with argon2id and the library's default cost (DESIGN §2). Returns the encoded hash
 * (`$argon2id$v=19$m=...`), which carries its own salt and parameters.
 */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/**
 * Whether `password` matches `hash`. A missing or malformed hash counts as "no": the same slow path is
 * run against a dummy hash so that an unknown account cannot be told from a wrong password by timing.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    await argon2.verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** A hash of a random password, made once per process: verifying against it costs what a real check does. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
