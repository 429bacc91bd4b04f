import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One GraphQL contract (schema.graphql), two generated outputs (DESIGN §1, §3):
 * - gateway/src/generated/resolvers-types.ts: resolver signatures for the gateway;
 * - web/src/generated/: typed documents for the operations kept beside each web screen.
 * `npm run codegen` regenerates both; `npm run codegen:check` fails when the committed ones are stale.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        useIndexSignature: true,
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Date: 'string' },
      },
    },
    'web/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', Date: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
