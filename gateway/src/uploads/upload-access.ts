import { type FieldNode, GraphQLError, type GraphQLSchema, Kind, parse, specifiedRules, validate } from 'graphql';
import { checkAccess } from '../auth/access';
import { authRuleOf } from '../auth/auth-directive';
import type { TokenReading } from '../auth/token';
import { QUERY_LIMITS } from '../protection/query-limits';
import { rootFields, selectedOperation } from '../protection/root-fields';

/** Why an upload is refused before its files are read: the HTTP status, the GraphQL error code and message. */
export interface UploadRefusal {
  status: number;
  code: string;
  message: string;
}

/** HTTP status of each refusal code. */
const STATUS_BY_CODE: Readonly<Record<string, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403 };

/**
 * Decides, from the `operations` field of a GraphQL multipart request ALONE (the first part, by the
 * multipart request spec), whether the caller may run it, so that no file is read for a caller who
 * may not (DESIGN §3, §6). `operations` must be one operation `{ query, variables?, operationName? }`
 * that parses and validates against `schema` (else 400 BAD_USER_INPUT / GRAPHQL_PARSE_FAILED /
 * GRAPHQL_VALIDATION_FAILED). Each root field it selects is checked with the @auth rule of the schema
 * by the same access logic as the directive (auth/access.ts `checkAccess`, with `orSelf` read from the
 * argument's variable or literal): a refusal answers 401 UNAUTHENTICATED or 403 FORBIDDEN. The
 * caller is `verified` — the verified session's subject and the roles the UPSTREAM answered for it
 * (auth/verified-session.ts; roles undefined: the upstream decides) — never the token's own claims,
 * so a forged `roles` claim opens nothing. Undefined when the operation may run; execution then
 * checks again, as for any request.
 */
export async function uploadRefusal(schema: GraphQLSchema, operations: Record<string, unknown>, verified: TokenReading): Promise<UploadRefusal | undefined> {
  const { query, variables = {}, operationName } = operations;
  if (typeof query !== 'string' || typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    return { status: 400, code: 'BAD_USER_INPUT', message: '`operations` must hold a `query` string and a `variables` object.' };
  }
  let document;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (error) {
    return { status: 400, code: 'GRAPHQL_PARSE_FAILED', message: (error as Error).message };
  }
  const operation = selectedOperation(document, typeof operationName === 'string' ? operationName : undefined);
  if (!operation) return { status: 400, code: 'BAD_USER_INPUT', message: 'Name the operation to run (`operationName`).' };
  const invalid = validate(schema, document, specifiedRules, { maxErrors: 1 })[0];
  if (invalid) return { status: 400, code: 'GRAPHQL_VALIDATION_FAILED', message: invalid.message };

  const root = schema.getRootType(operation.operation);
  for (const field of rootFields(document, operation)) {
    const definition = root?.getFields()[field.name.value];
    const rule = definition && authRuleOf(schema, definition);
    if (!rule) continue;
    const selfId = rule.orSelf ? argumentString(field, rule.orSelf, variables as Record<string, unknown>) : undefined;
    try {
      // The roles are the upstream's already: asking it again (currentRoles) could say nothing new.
      await checkAccess(verified, rule.roles, selfId);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const code = String(error.extensions.code);
      return { status: STATUS_BY_CODE[code] ?? 400, code, message: error.message };
    }
  }
  return undefined;
}

/** The string value of argument `name` of `field`: a string literal, or the string a variable holds. */
function argumentString(field: FieldNode, name: string, variables: Record<string, unknown>): string | undefined {
  const value = field.arguments?.find((argument) => argument.name.value === name)?.value;
  if (value?.kind === Kind.STRING) return value.value;
  if (value?.kind === Kind.VARIABLE) {
    const held = variables[value.name.value];
    return typeof held === 'string' ? held : undefined;
  }
  return undefined;
}
