import type { ApolloServerPlugin } from '@apollo/server';
import { type ASTNode, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { FieldError } from '../errors/codes';
import { UploadedFile } from '../uploads/uploaded-file';

/** The message of a refused NUL character (the upstream's, docs/setup-contract.md "Errors"). */
export const NUL_MESSAGE = 'Text must not contain NUL characters.';

const NUL = '\u0000';

/**
 * Apollo plugin: an operation whose variables or literal arguments hold a string with U+0000 anywhere
 * (also deep inside input objects and lists, and in an uploaded file's name) is refused with HTTP 400
 * `BAD_USER_INPUT` "Text must not contain NUL characters." and `extensions.fieldErrors` naming each
 * place (`search`, `input.name`), before any resolver runs, so nothing goes upstream. PostgreSQL
 * cannot store U+0000 in text, and no field of the contract needs it (the upstream refuses it with
 * 400 too; DESIGN §2: bad input is a 4xx, never a 500 or an empty read).
 */
export function nulCharactersPlugin(): ApolloServerPlugin {
  // Apollo caches parsed documents, so each distinct operation text is walked once.
  const literalProblems = new WeakMap<DocumentNode, FieldError[]>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let literals = literalProblems.get(document);
          if (!literals) {
            literals = nulLiterals(document);
            literalProblems.set(document, literals);
          }
          const problems = [...literals, ...nulVariables(request.variables ?? {})];
          if (problems.length === 0) return;
          throw new GraphQLError(NUL_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: problems, http: { status: 400 } } });
        },
      };
    },
  };
}

/** A field error on `field` (a dotted path such as `input.name`). */
function problem(field: string): FieldError {
  return { field, message: NUL_MESSAGE };
}

/** Every string literal of `document` holding U+0000, named by its argument and input-object fields. */
export function nulLiterals(document: DocumentNode): FieldError[] {
  const problems: FieldError[] = [];
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!node.value.includes(NUL)) return;
      // `ancestors` stops above `parent` (graphql-js's visitor).
      const names = [...ancestors, parent as ASTNode].flatMap((ancestor) =>
        ancestor && 'kind' in ancestor && (ancestor.kind === Kind.ARGUMENT || ancestor.kind === Kind.OBJECT_FIELD) ? [ancestor.name.value] : [],
      );
      problems.push(problem(names.join('.') || 'query'));
    },
  });
  return problems;
}

/** Every string in the variables (nested objects and lists included) holding U+0000, named by its path. */
export function nulVariables(variables: Record<string, unknown>): FieldError[] {
  const problems: FieldError[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (value.includes(NUL)) problems.push(problem(path));
    } else if (value instanceof UploadedFile) {
      walk(value.filename, path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}.${index}`));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    }
  };
  walk(variables, '');
  return problems;
}
