/**
 * Secrets that were published as defaults (the old docker-compose value): a token signed with one of
 * these was accepted, so they are refused whatever else they look like.
 */
export const KNOWN_SECRETS: readonly string[] = ['change-me-to-a-long-random-secret-of-32-chars'];

/**
 * Words that mark a value someone typed or copied as a placeholder rather than generated
 * (matched regardless of case): `change-me`, `changeme`, `secret`, `example`, …
 */
export const PLACEHOLDER_WORDS = /change[-_ ]?me|change[-_ ]?it|secret|example|default|passw(or)?d|replace|placeholder|sample/i;

/**
 * Fewest distinct characters a signing secret must have. A generated key has many more (48 random bytes
 * in base64: about 40; 32 random bytes in hex: 16 but for a one in a million chance); a typed one such
 * as `aaaaaaaa…` or `abcabcabc…` has few.
 */
export const MIN_DISTINCT_CHARACTERS = 10;

/**
 * Largest share of neighbouring character pairs that may be equal or one apart (`aa`, `ab`, `ba`): runs
 * like `abcdefgh…`, `01234567…` or `zyxw…`. Random base64 has about 5 %, random hex about 19 %.
 */
export const MAX_RUN_SHARE = 0.5;

/**
 * Why `secret` is unfit to sign tokens (DESIGN §2: tokens are signed JWTs; a guessable key lets anyone
 * forge an Admin token), or undefined when it looks generated. It is unfit when it is a published
 * default ({@link KNOWN_SECRETS}), contains a placeholder word ({@link PLACEHOLDER_WORDS}), has fewer
 * than {@link MIN_DISTINCT_CHARACTERS} distinct characters, repeats a shorter pattern (`abcd1234abcd1234`),
 * or is mostly a run of neighbouring characters ({@link MAX_RUN_SHARE}). Length is checked by the caller.
 *
 * @returns a reason that completes "JWT_SECRET …", e.g. "is a published default".
 */
export function weakSecretReason(secret: string): string | undefined {
  if (KNOWN_SECRETS.includes(secret)) return 'is a published default';
  const word = PLACEHOLDER_WORDS.exec(secret);
  if (word) return `contains the placeholder word "${word[0]}"`;
  const characters = [...secret];
  if (new Set(characters).size < MIN_DISTINCT_CHARACTERS) return `has fewer than ${MIN_DISTINCT_CHARACTERS} distinct characters`;
  if (repeatsPattern(characters)) return 'repeats a shorter pattern';
  if (runShare(characters) > MAX_RUN_SHARE) return 'is mostly a run of neighbouring characters';
  return undefined;
}

/** Whether the text is a shorter piece repeated (the last copy may be cut short): some period p ≤ half. */
function repeatsPattern(characters: string[]): boolean {
  for (let period = 1; period <= characters.length / 2; period++) {
    if (characters.every((c, i) => i < period || c === characters[i - period])) return true;
  }
  return false;
}

/** The share of neighbouring pairs whose code points are equal or differ by one. */
function runShare(characters: string[]): number {
  if (characters.length < 2) return 0;
  let runs = 0;
  let previous: number | undefined;
  for (const character of characters) {
    const point = character.codePointAt(0) ?? 0;
    if (previous !== undefined && Math.abs(point - previous) <= 1) runs++;
    previous = point;
  }
  return runs / (characters.length - 1);
}

/** The command the messages recommend for making a secret. */
export const MAKE_A_SECRET = 'openssl rand -base64 48';
