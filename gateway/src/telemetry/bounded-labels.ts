/** What a label value may look like: a GraphQL name (spec §8's operation names) or a REST path segment. */
const LABEL_VALUE = /^[_A-Za-z][-_0-9A-Za-z]{0,63}$/;

/**
 * Keeps a Prometheus label's values few (docs/observability.md): the first `max` distinct values that
 * look like names are kept as they are; a later new value becomes `other`, one that does not look like
 * a name (too long, other characters) `invalid`. So a client sending random operation names cannot
 * make the metrics grow without end.
 */
export class BoundedLabels {
  private readonly seen = new Set<string>();

  /** @param max how many distinct values are kept before the rest become `other`. */
  constructor(private readonly max: number) {}

  /** The label value for `value`: itself when kept, else `other` or `invalid`. */
  label(value: string): string {
    if (this.seen.has(value)) return value;
    if (!LABEL_VALUE.test(value)) return 'invalid';
    if (this.seen.size >= this.max) return 'other';
    this.seen.add(value);
    return value;
  }
}
