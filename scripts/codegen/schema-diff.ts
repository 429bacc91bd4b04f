import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/** The word that marks a CHANGELOG line as accepting a breaking change (CHANGELOG.md "How to mark a breaking change"). */
export const BREAKING_MARK = 'BREAKING';

/** A schema change as the check reports it: graphql-inspector's message, the schema coordinate it concerns, its level. */
export interface SchemaChange {
  /** e.g. `Field 'grades' was removed from object type 'Query'`. */
  message: string;
  /** The schema coordinate, e.g. `Query.grades`; undefined for a change of the schema itself. */
  path: string | undefined;
  /** BREAKING (clients' operations stop working), DANGEROUS (they may behave differently) or NON_BREAKING. */
  level: 'BREAKING' | 'DANGEROUS' | 'NON_BREAKING';
}

/** The changes from SDL `before` to SDL `after` (graphql-inspector's diff, directives and descriptions included). */
export async function schemaChanges(before: string, after: string): Promise<SchemaChange[]> {
  const changes: Change[] = await diff(buildSchema(before), buildSchema(after));
  return changes.map((change) => ({
    message: change.message,
    path: change.path,
    level: change.criticality.level === CriticalityLevel.Breaking ? 'BREAKING' : change.criticality.level === CriticalityLevel.Dangerous ? 'DANGEROUS' : 'NON_BREAKING',
  }));
}

/** The lines of `after` that `before` does not have (a CHANGELOG's additions since the base). */
export function addedLines(before: string, after: string): string[] {
  const old = new Set(before.split('\n').map((line) => line.trim()));
  return after
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !old.has(line));
}

/**
 * The breaking changes that no CHANGELOG line added since the base accepts. A line accepts a change
 * when it holds {@link BREAKING_MARK} and the change's coordinate in backquotes, e.g.
 * ``- BREAKING: `Query.grades` removed; use `Query.allGrades`.`` A change without a coordinate needs
 * a line holding BREAKING and its whole message.
 */
export function unmarkedBreaks(changes: readonly SchemaChange[], added: readonly string[]): SchemaChange[] {
  const marks = added.filter((line) => line.includes(BREAKING_MARK));
  return changes.filter((change) => change.level === 'BREAKING' && !marks.some((line) => (change.path ? line.includes(`\`${change.path}\``) : line.includes(change.message))));
}
