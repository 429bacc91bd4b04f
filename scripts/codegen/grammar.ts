import { type ConstDirectiveNode, type InputObjectTypeDefinitionNode, type InputValueDefinitionNode, Kind, type TypeNode, parse, print } from 'graphql';
import { GRAPHQL_ROLES } from '../../contract/roles';
import { type Permission, isOpenToEveryRole, permissionRoles } from '../../contract/permissions';
import { type ResourceContract, type ResourceOperation, constantCase, hasFullList, operationPermission, resourceGraphqlNames } from '../../contract/resources';
import { str, withArticle } from './sdl-text';
import { workflowGrammar } from './workflow-grammar';

/**
 * The CRUD grammar of one catalogue entry (plan §2, docs/graphql-grammar.md), as SDL: for a list
 * resource XPage, XSortField, XSort, XUpdateInput, XPayload and the Query fields xs/allXs/x and Mutation
 * fields createX/updateX/deleteX (+ reorderXs when ordered); for a single-record resource XUpdateInput,
 * XPayload, Query x and Mutation updateX. `input` is the hand-written `XInput` of the resource's module,
 * from which XUpdateInput is derived. @auth comes from PERMISSIONS through the entry's permissions.
 */
export function resourceGrammar(resource: ResourceContract, input: InputObjectTypeDefinitionNode): string {
  const names = resourceGraphqlNames(resource);
  const a = withArticle(resource.singular);
  const the = `the ${resource.singular}`;
  const rest = `/setup/${resource.name}`;
  const auth = (operation: ResourceOperation, orSelf?: string) => authDirective(operationPermission(resource, operation), orSelf);
  const note = (operation: ResourceOperation) => (resource.descriptions?.[operation] ? ` ${resource.descriptions[operation]}` : '');
  const duplicate = resource.duplicateWhen ? `, DUPLICATE when ${resource.duplicateWhen}` : '';
  const inputErrors = `a field problem (BAD_USER_INPUT) or a conflict (CONFLICT: STALE_VERSION when \`version\` is no longer current${duplicate})`;
  const parts: string[] = [];

  if (resource.kind === 'single') {
    parts.push(updateInputSdl(resource, input, names.updateInput), payloadSdl(resource));

    parts.push(`extend type Query {
  ${str(`The ${resource.singular} (\`GET ${rest}\`); null (with a warning) when it could not be loaded.${note('get')}`)}
  ${names.getField}: ${names.type} ${auth('get')}
}`);
    parts.push(`extend type Mutation {
  ${str(`Changes the fields of ${the} given in \`input\` and keeps the others (\`PUT ${rest}\`); answers it in \`${names.payloadField}\`, or in \`errors\` ${inputErrors}.${note('update')}`)}
  ${names.updateField}(
    ${str(`The version the change was made from (from \`${names.type}.version\`).`)}
    version: Int!
    "The fields to change."
    input: ${names.updateInput}!
  ): ${names.payload} ${auth('update')}
}`);
    return parts.join('\n\n');
  }

  const sortKeys = Object.keys(resource.sort);
  const defaultSort = resource.sort[resource.defaultSort.field];
  if (!defaultSort) throw new Error(`${resource.name}: defaultSort.field "${resource.defaultSort.field}" is not a sort key`);
  const defaultOrder = `${lowerFirst(defaultSort.replace(/\.$/, ''))}${resource.defaultSort.direction === 'DESC' ? ', descending' : ''}`;
  const filters = Object.entries(resource.filters ?? {});
  // Workflow records are never deleted (gap-free numbers) and have no full list (DESIGN §5).
  const workflow = resource.workflow !== undefined;

  parts.push(`${str(`One page of ${resource.plural}.`)}
type ${names.page} {
  ${str(`The ${resource.plural} on this page.`)}
  items: [${names.type}!]!
  "This page's number, from 1."
  page: Int!
  "How many records a page holds."
  pageSize: Int!
  "How many records match, on all pages; when \`totalIsExact\` is false, more than this many match."
  total: Int!
  "Whether \`total\` is exact. False when a search matched more records than the server counts (1,000 for the Back Office REST API): then \`total\` is that cap and \`totalPages\` counts its pages."
  totalIsExact: Boolean!
  "How many pages there are (when \`totalIsExact\` is false: the pages of \`total\`; more may follow)."
  totalPages: Int!
  "Whether there is a page after this one (\`page\` < \`totalPages\`; when \`totalIsExact\` is false, while the page is full)."
  hasNextPage: Boolean!
}`);
  parts.push(`${str(`Fields that a list of ${resource.plural} can be sorted by.`)}
enum ${names.sortField} {
${sortKeys.map((key) => `  ${str(resource.sort[key] ?? '')}\n  ${constantCase(key)}`).join('\n')}
}`);
  parts.push(`${str(`How to sort a list of ${resource.plural}.`)}
input ${names.sort} {
  "The field to sort by."
  field: ${names.sortField}!
  "The direction; ascending by default."
  direction: SortDirection = ASC
}`);
  parts.push(updateInputSdl(resource, input, names.updateInput), payloadSdl(resource));
  const listArgs = [
    `"Page number, from 1."\n    page: Int = 1`,
    `"Records a page, 1 to 100."\n    pageSize: Int = 10`,
    `${str(`Case-insensitive text to look for in ${resource.searchIn}.`)}\n    search: String`,
    `${str(`Sort order; ${defaultOrder} when omitted.`)}\n    sort: ${names.sort}`,
    ...filters.map(([name, filter]) => `${str(filter.description)}\n    ${name}: ${filter.type}`),
  ];
  const getSelf = resource.permissions.self ? 'id' : undefined;
  parts.push(`extend type Query {
  ${str(`A page of ${resource.plural} (\`GET ${rest}/?page=\`), ${filters.length > 0 ? 'searched, sorted and filtered' : 'optionally searched and sorted'}. Falls back to an empty page with a warning.${note('list')}`)}
  ${names.listField}(
    ${listArgs.join('\n    ')}
  ): ${names.page}! ${auth('list')}
  ${
    !hasFullList(resource)
      ? ''
      : `${str(`Every ${resource.singular}, ${defaultOrder} (\`GET ${rest}/all\`), for pickers. Falls back to an empty list with a warning.${note('all')}`)}
  ${names.allField}: [${names.type}!]! ${auth('all')}`
  }
  ${str(`One ${resource.singular} (\`GET ${rest}/{id}\`); null when it does not exist (or, with a warning, when it could not be loaded).${note('get')}`)}
  ${names.getField}(${str(`The ${resource.singular}'s id.`)} id: ID!): ${names.type} ${auth('get', getSelf)}
}`);
  const createPath = resource.createPath ?? 'create';
  const mutations = [
    `${str(`Creates ${a} (\`POST ${rest}/${createPath}\`) and answers it in \`${names.payloadField}\`, or in \`errors\` a field problem (BAD_USER_INPUT) or a conflict (CONFLICT${duplicate ? `: ${duplicate.slice(2)}` : ''}).${note('create')}`)}
  ${names.createField}(${str(`The new ${resource.singular}.`)} input: ${names.createInput}!): ${names.payload} ${auth('create')}`,
    `${str(`Changes the fields of ${the} given in \`input\` and keeps the others (\`PUT ${rest}/{id}\`); answers it in \`${names.payloadField}\`, or in \`errors\` NOT_FOUND, ${inputErrors}.${note('update')}`)}
  ${names.updateField}(
    ${str(`The ${resource.singular}'s id.`)}
    id: ID!
    ${str(`The version the change was made from (from \`${names.type}.version\`).`)}
    version: Int!
    "The fields to change; omitted fields keep their values."
    input: ${names.updateInput}!
  ): ${names.payload} ${auth('update')}`,
    `${str(`Deletes ${a} (\`DELETE ${rest}/{id}\`) and answers its id in \`deletedId\`, or in \`errors\` NOT_FOUND or CONFLICT (REFERENCED) when other records still refer to it.${note('delete')}`)}
  ${names.deleteField}(${str(`The ${resource.singular}'s id.`)} id: ID!): DeletePayload ${auth('delete')}`,
  ];
  if (workflow) mutations.pop();
  if (resource.ordered) {
    mutations.push(`${str(`Sets the order of the ${resource.plural} (\`PUT ${rest}/reorder\`) and answers the ids in their new order, or in \`errors\` BAD_USER_INPUT when \`ids\` is not every ${resource.singular}'s id exactly once.${note('reorder')}`)}
  ${names.reorderField}(${str(`Every ${resource.singular}'s id, in the new order.`)} ids: [ID!]!): ReorderPayload ${auth('reorder')}`);
  }
  parts.push(`extend type Mutation {\n  ${mutations.join('\n  ')}\n}`);
  if (workflow) parts.push(workflowGrammar(resource, auth('update')));
  return parts.join('\n\n');
}

/** `XPayload`: the record of a create or update, or the user errors that refused it (plan §2). */
function payloadSdl(resource: ResourceContract): string {
  const names = resourceGraphqlNames(resource);
  return `${str(`The answer of a create or update of ${withArticle(resource.singular)}: the record as saved, or why the change was refused.`)}
type ${names.payload} {
  ${str(`The ${resource.singular} as saved; null when \`errors\` is not empty.`)}
  ${names.payloadField}: ${names.type}
  "Why the change was refused; empty on success."
  errors: [UserError!]!
}`;
}

/**
 * `XUpdateInput` from the hand-written `XInput`: every field, nullable, without defaults (plan §2,
 * §3: absent = keep, explicit null = clear; null for a required field is refused).
 */
function updateInputSdl(resource: ResourceContract, input: InputObjectTypeDefinitionNode, name: string): string {
  const fields = (input.fields ?? []).map((field): InputValueDefinitionNode => {
    const required = field.type.kind === Kind.NON_NULL_TYPE;
    const text = (field.description?.value ?? '').replace(/;[^;.]* when omitted\.$/, '.');
    const description = required ? `${text}${text ? ' ' : ''}Cannot be cleared: null is refused.` : text;
    return {
      ...field,
      description: description ? { kind: Kind.STRING, value: description, block: false } : undefined,
      type: nullable(field.type),
      defaultValue: undefined,
      loc: undefined,
    };
  });
  const definition: InputObjectTypeDefinitionNode = {
    kind: Kind.INPUT_OBJECT_TYPE_DEFINITION,
    name: { kind: Kind.NAME, value: name },
    description: {
      kind: Kind.STRING,
      value: `The fields of ${withArticle(resource.singular)} to change; omitted fields keep their current values.`,
      block: false,
    },
    fields,
  };
  return print(definition);
}

function nullable(type: TypeNode): TypeNode {
  return type.kind === Kind.NON_NULL_TYPE ? type.type : type;
}

/**
 * The @auth directive of a field that needs `permission`: plain `@auth` when every role holds it (any
 * signed-in caller), else `@auth(roles: [...])` with the GraphQL spelling of its roles; `orSelf` names
 * the ID argument whose own caller is allowed too.
 */
export function authDirective(permission: Permission, orSelf?: string): string {
  const args: string[] = [];
  if (!isOpenToEveryRole(permission))
    args.push(
      `roles: [${permissionRoles(permission)
        .map((role) => GRAPHQL_ROLES[role])
        .join(', ')}]`,
    );
  if (orSelf) args.push(`orSelf: ${JSON.stringify(orSelf)}`);
  return args.length > 0 ? `@auth(${args.join(', ')})` : '@auth';
}

/** The parsed @auth directive of {@link authDirective}, for rewriting `@auth(permission:)` in modules. */
export function authDirectiveNode(permission: Permission, orSelf?: string): ConstDirectiveNode {
  const document = parse(`type T { f: Int ${authDirective(permission, orSelf)} }`, { noLocation: true });
  const definition = document.definitions[0];
  if (definition?.kind !== Kind.OBJECT_TYPE_DEFINITION) throw new Error('unreachable');
  const directive = definition.fields?.[0]?.directives?.[0];
  if (!directive) throw new Error('unreachable');
  return directive;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
