import { GraphQLError } from 'graphql';
import { type ConflictReason, type ErrorCode, type FieldError, extensionsFor } from '../errors/codes';

/**
 * A failure of the upstream REST server, translated for GraphQL (DESIGN §3, spec §8): `message` is
 * the upstream body's `message` (or the status text, or a fixed sentence when the server could not
 * be reached), `extensions` are only `{ code, fieldErrors?, reason?, retryAfter? }`. `status` is the upstream HTTP
 * status (undefined when no answer came); it stays on the object and never reaches the client.
 * The read fallback (crud/read-fallback.ts) only ever swallows errors of this class.
 */
export class UpstreamError extends GraphQLError {
  /** The upstream HTTP status, or undefined when the server could not be reached or misbehaved. */
  readonly status: number | undefined;

  constructor(code: ErrorCode, message: string, options: { status?: number; fieldErrors?: FieldError[]; reason?: ConflictReason; retryAfter?: number } = {}) {
    super(message, { extensions: extensionsFor(code, options.fieldErrors, options.reason, options.retryAfter) });
    this.name = 'UpstreamError';
    this.status = options.status;
  }

  /** The error's `extensions.code`. */
  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }

  /** The error's `extensions.fieldErrors` (empty when there are none). */
  get fieldErrors(): FieldError[] {
    return (this.extensions.fieldErrors as FieldError[] | undefined) ?? [];
  }

  /** The error's `extensions.reason` (CONFLICT only). */
  get reason(): ConflictReason | undefined {
    return this.extensions.reason as ConflictReason | undefined;
  }

  /** The error's `extensions.retryAfter`: seconds to wait (TOO_MANY_REQUESTS only). */
  get retryAfter(): number | undefined {
    return this.extensions.retryAfter as number | undefined;
  }

  /**
   * The same error with its field errors renamed from REST names to the GraphQL input names the
   * client sent (`{ department: "departmentId", __v: "version" }`); names not in `names` stay.
   */
  withFieldNames(names: Readonly<Record<string, string>>): UpstreamError {
    if (this.fieldErrors.length === 0) return this;
    const fieldErrors = this.fieldErrors.map((error) => ({ ...error, field: names[error.field] ?? error.field }));
    return new UpstreamError(this.code, this.message, { status: this.status, fieldErrors, reason: this.reason, retryAfter: this.retryAfter });
  }
}

/** The message shown when the upstream could not be reached, timed out, or answered nonsense (spec §8). */
export const UNAVAILABLE_MESSAGE = 'The service is unavailable. Try again later.';
