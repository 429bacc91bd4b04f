import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import * as operations from '@back-office/graphql-types';
import { AuthenticateDocument, type AuthenticateMutation, type AuthenticateMutationVariables, type Schema } from '@back-office/graphql-types';

const WEB_SRC = path.resolve(__dirname, '../../../web/src');

/** The names of the operations written in web/src/**\/*.graphql (the generated CRUD ones included). */
function webOperationNames(): string[] {
  const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  return files.flatMap((file) =>
    parse(readFileSync(path.join(WEB_SRC, file), 'utf8')).definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
    ),
  );
}

// Compile-time checks (npm run typecheck): the typed document carries the operation's own result and
// variables types, and the schema's types are reachable through `Schema`.
const variables: VariablesOf<typeof AuthenticateDocument> = { email: 'a@example.com', password: 'secret' } satisfies AuthenticateMutationVariables;
type SignedIn = ResultOf<typeof AuthenticateDocument> extends AuthenticateMutation ? true : never;
const signedIn: SignedIn = true;
const role: Schema.Role = 'ADMIN';
const gender: Schema.Employee['gender'] = null;

describe('@back-office/graphql-types', () => {
  it('exports the typed document of the sign-in mutation, named as in web/src/features/account/login.graphql', () => {
    const [definition] = AuthenticateDocument.definitions;
    expect(definition).toMatchObject({ kind: Kind.OPERATION_DEFINITION, operation: 'mutation', name: { value: 'Authenticate' } });
    expect([variables.email, signedIn, role, gender]).toEqual(['a@example.com', true, 'ADMIN', null]);
  });

  it('exports a typed document for every web operation (fails when the generated output is missing or stale)', () => {
    const names = webOperationNames();
    expect(names.length).toBeGreaterThan(50);
    const missing = names.filter((name) => !(`${name}Document` in operations));
    expect(missing).toEqual([]);
  });

  it('resolves its package exports: the root, ./schema and ./operations', () => {
    for (const specifier of ['@back-office/graphql-types', '@back-office/graphql-types/schema', '@back-office/graphql-types/operations']) {
      expect(require.resolve(specifier)).toContain(path.join('packages', 'graphql-types', 'src'));
    }
  });
});
