/**
 * The first step of `npm run codegen` (run with tsx, before graphql-codegen; docs/graphql-grammar.md):
 * writes the workspaces' copies of contract/ and server-kit/ (plan §1), composes schema.graphql from schema/ and the
 * resource catalogue, writes the web's CRUD operations (plan §2) and the registries of the layers'
 * descriptions (rest-api and gateway src/generated/resources.ts, rest-api's tables). graphql-codegen then writes the
 * gateway's resolver types and the web's typed documents.
 */
import { RESOURCE_CATALOGUE } from '../../contract/resources';
import { writeComposedSchema } from './compose';
import { writeModuleCopies } from './module-copies';
import { writeRegistries } from './registries';
import { writeWebOperations } from './web-operations';

writeModuleCopies();
writeComposedSchema(RESOURCE_CATALOGUE);
writeWebOperations(RESOURCE_CATALOGUE);
writeRegistries(RESOURCE_CATALOGUE);
