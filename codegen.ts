import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';

/**
 * The client preset, except that it does not skip documents inside its output folder: the generated
 * CRUD operations live in web/src/generated/crud/ (plan §2). Only `.graphql` files are documents here,
 * so the preset's own `.ts` output is never read back.
 */
const webPreset: typeof clientPreset = {
  ...clientPreset,
  prepareDocuments: (_outputFilePath, outputSpecificDocuments) => [...outputSpecificDocuments],
};

/** The scalars as the web reads them (strings as sent on the wire; an upload is a browser File), shared by every client output. */
const CLIENT_SCALARS = { DateTime: 'string', Date: 'string', Decimal: 'string', Upload: 'File', PathSegment: 'string | number' };

/**
 * One GraphQL contract (schema.graphql, composed by scripts/codegen/ first), three generated outputs
 * (DESIGN §1, §3; docs/graphql-grammar.md):
 * - gateway/src/generated/resolvers-types.ts: the schema's types (objects, inputs, enums, field
 *   arguments) for the gateway. No resolver signatures: most resolvers are built at start from the
 *   resource catalogue (gateway/src/crud/), which a per-field generated signature cannot describe;
 *   the schema build checks instead that every root field has a resolver and no resolver names a
 *   field the schema lacks (gateway/src/schema.ts);
 * - web/src/generated/: typed documents for the operations kept beside each web screen and the
 *   generated CRUD operations (web/src/generated/crud/);
 * - packages/graphql-types/src/generated/: the same for integrators and front-end code outside web/
 *   (`@back-office/graphql-types`, packages/graphql-types/README.md): the schema's types (schema.ts)
 *   and every web operation's result and variables types with its typed document, in one module
 *   (operations.ts: typescript-operations, which writes the enums and inputs the operations use, and
 *   typed-document-node; no per-document split, which only the web's bundle needs).
 * `npm run codegen` regenerates all three; `npm run codegen:check` fails when the committed ones are stale.
 * After writing, each web document moves into a module of its own (scripts/codegen/split-documents.ts),
 * so a screen's chunk holds only the documents it uses.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  hooks: { afterAllFileWrite: ['node --import tsx scripts/codegen/split-documents.ts'] },
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Date: 'string', Decimal: 'string', PathSegment: 'string | number' },
      },
    },
    'web/src/generated/': {
      preset: webPreset,
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: CLIENT_SCALARS,
      },
    },
    'packages/graphql-types/src/generated/schema.ts': {
      plugins: ['typescript'],
      documents: [],
      config: { enumsAsTypes: true, useTypeImports: true, scalars: CLIENT_SCALARS },
    },
    'packages/graphql-types/src/generated/operations.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { enumsAsTypes: true, useTypeImports: true, scalars: CLIENT_SCALARS },
    },
  },
};

export default config;
