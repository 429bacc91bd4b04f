/**
 * A read that fell back to an empty answer (spec §8, DESIGN §3), reported to the client under the
 * response's `extensions.warnings` so that it can tell "empty" from "could not load".
 * Example: `{ path: ["grades"], code: "UPSTREAM", message: "The service is unavailable. Try again later." }`.
 */
export interface Warning {
  /** The response path of the field that fell back, as in GraphQL errors. */
  path: ReadonlyArray<string | number>;
  /** The error code the read would have failed with (errors/codes.ts). */
  code: string;
  /** The message the read would have failed with. */
  message: string;
  /** A CONFLICT's reason (errors/codes.ts), e.g. REFERENCED when a deleted employee is still referred to. */
  reason?: string;
}
