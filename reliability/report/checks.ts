/** The areas of the suite, in the order the table lists them. */
export type Area = 'Load' | 'Faults' | 'Scale-out' | 'Fuzz' | 'Tokens' | 'Brute force' | 'GraphQL' | 'Files' | 'Headers' | 'Working day' | 'Secrets' | 'XSS';

/** One target of the suite and how it went. */
export interface CheckResult {
  area: Area;
  name: string;
  /** The goal, in words (e.g. `0 failed requests`). */
  target: string;
  /** How many cases (requests, tokens, inputs…) were tried. */
  cases: number;
  /** How many of them missed the target. */
  failures: number;
  /** The measured figure that the README quotes (lost writes, recovery times, …). */
  figure: string;
  passed: boolean;
  /** Up to {@link MAX_DETAILS} examples of what failed. */
  details: string[];
  durationMs: number;
}

const MAX_DETAILS = 8;

/**
 * Collects one check: count cases with {@link Check.pass} / {@link Check.fail} (or {@link Check.expect}),
 * set the figure, then {@link Check.finish}. A check passes when it had at least one case and no failure
 * (or when {@link Check.verdict} says otherwise).
 */
export class Check {
  private cases = 0;
  private failures = 0;
  private readonly details: string[] = [];
  private figureText = '';
  private forced: boolean | undefined;
  private readonly startedAt = Date.now();

  constructor(
    readonly area: Area,
    readonly name: string,
    readonly target: string,
  ) {}

  /** Counts one case that met the target. */
  pass(): this {
    this.cases += 1;
    return this;
  }

  /** Counts one case that missed it, keeping `detail` as an example. */
  fail(detail: string): this {
    this.cases += 1;
    this.failures += 1;
    if (this.details.length < MAX_DETAILS) this.details.push(detail.slice(0, 400));
    return this;
  }

  /** {@link pass} when `ok`, else {@link fail} with `detail()`. Returns `ok`. */
  expect(ok: boolean, detail: () => string): boolean {
    if (ok) this.pass();
    else this.fail(detail());
    return ok;
  }

  /** Adds `n` cases that all met the target. */
  passMany(n: number): this {
    this.cases += n;
    return this;
  }

  /** Sets the measured figure shown in the table. */
  figure(text: string): this {
    this.figureText = text;
    return this;
  }

  /** Overrides the verdict (e.g. a figure over its limit with every case passing). */
  verdict(passed: boolean, detail?: string): this {
    this.forced = passed;
    if (!passed && detail && this.details.length < MAX_DETAILS) this.details.push(detail);
    return this;
  }

  /** The result; records a failure when the check ran no case at all. */
  finish(): CheckResult {
    const ran = this.cases > 0;
    const passed = this.forced ?? (ran && this.failures === 0);
    const details = ran ? this.details : [...this.details, 'no case ran'];
    return {
      area: this.area,
      name: this.name,
      target: this.target,
      cases: this.cases,
      failures: this.failures,
      figure: this.figureText,
      passed: ran && passed,
      details,
      durationMs: Date.now() - this.startedAt,
    };
  }
}

/** A check that could not run because its phase threw: one failure carrying the error. */
export function crashed(area: Area, name: string, error: unknown): CheckResult {
  const message = error instanceof Error ? `${error.message}` : String(error);
  return new Check(area, name, 'runs').fail(`the phase failed: ${message}`).finish();
}
