import { GraphQLError } from 'graphql';
import { type ErrorCode, type FieldError, extensionsFor } from '../errors/codes';

/**
 * A failure of the upstream REST server, translated for GraphQL (DESIGN §3, spec §8): `message` is
 * the upstream body's `message` (or the status text, or a fixed sentence when the server could not
 * be reached), `extensions` are only `{ code, fieldErrors? }`. `status` is the upstream HTTP status
 * (undefined when no answer came); it stays on the object and never reaches the client.
 * The read fallback (resources/read-fallback.ts) only ever swallows errors of this class.
 */
export class UpstreamError extends GraphQLError {
  /** The upstream HTTP status, or undefined when the server could not be reached or misbehaved. */
  readonly status: number | undefined;

  constructor(code: ErrorCode, message: string, options: { status?: number; fieldErrors?: FieldError[] } = {}) {
    super(message, { extensions: extensionsFor(code, options.fieldErrors) });
    this.name = 'UpstreamError';
    this.status = options.status;
  }

  /** The error's `extensions.code`. */
  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }
}

/** The message shown when the upstream could not be reached, timed out, or answered nonsense (spec §8). */
export const UNAVAILABLE_MESSAGE = 'The service is unavailable. Try again later.';
