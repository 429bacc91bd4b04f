import { readFileSync } from 'node:fs';
import { GraphQLNonNull, buildSchema, isInputObjectType, isObjectType } from 'graphql';
import { sampleValue } from '../../scripts/stack/graphql-samples';
import type { Resource } from '../src/crud/resource';
import { type ResourceContract, resourceContract, resourceGraphqlNames, workflowActionField } from '../src/generated/contract/resources';
import { type Workflow, type WorkflowActor, workflowActions } from '../src/generated/contract/workflows';
import { SCHEMA_PATH } from '../src/schema';
import { selectionOf } from './documents';
import { graphqlPost } from './graphql-client';

/** A workflow record as the tests read it (schema.graphql `EquipmentRequisition`, `EventRequisition`). */
export type WorkflowRecord = Record<string, unknown> & {
  id: string;
  version: number;
  number: string;
  status: string;
  actions: string[];
  history: Array<Record<string, unknown> & { action: string | null }>;
};

/** A payload's user error (schema.graphql `UserError`). */
export interface PayloadError {
  field: string[] | null;
  message: string;
  code: string;
  reason: string | null;
}

/** What a mutation answered: the record (null when refused), its payload errors, and the top-level error codes. */
export interface WorkflowOutcome {
  record: WorkflowRecord | null;
  errors: PayloadError[];
  /** `extensions.code` of the top-level errors (FORBIDDEN, UNAUTHENTICATED …). */
  topCodes: string[];
}

/**
 * A GraphQL client of one workflow resource (docs/requisitions.md "GraphQL") for tests against a real
 * stack: its list, get, create, update and action mutations, with documents derived from the
 * catalogue entry and schema.graphql (the record with its references resolved two levels deep).
 */
export class WorkflowClient {
  readonly contract: ResourceContract;
  private readonly names: ReturnType<typeof resourceGraphqlNames>;
  private readonly selection: string;

  constructor(
    private readonly graphqlUrl: string,
    name: string,
  ) {
    this.contract = resourceContract(name);
    this.names = resourceGraphqlNames(this.contract);
    const type = buildSchema(readFileSync(SCHEMA_PATH, 'utf8')).getType(this.contract.typeName);
    if (!isObjectType(type)) throw new Error(`schema.graphql has no ${this.contract.typeName}`);
    this.selection = selectionOf(type, 2);
  }

  /** The document of `createX($input)`. */
  get createDocument(): string {
    return this.mutation(this.names.createField, `$input: ${this.names.createInput}!`, 'input: $input');
  }

  /** The document of `updateX($id, $version, $input)`. */
  get updateDocument(): string {
    return this.mutation(this.names.updateField, `$id: ID!, $version: Int!, $input: ${this.names.updateInput}!`, 'id: $id, version: $version, input: $input');
  }

  /** The document of `x($id)`. */
  get getDocument(): string {
    return `query Get($id: ID!) { ${this.names.getField}(id: $id) { ${this.selection} } }`;
  }

  /** The document of `<action>X($id, $version, $comment)`, e.g. `approveEquipmentRequisition`. */
  actionDocument(action: string): string {
    return this.mutation(workflowActionField(this.contract, action), '$id: ID!, $version: Int!, $comment: String', 'id: $id, version: $version, comment: $comment');
  }

  /** `createX(input)`. */
  create(token: string, input: Record<string, unknown>): Promise<WorkflowOutcome> {
    return this.mutate(token, this.names.createField, this.createDocument, { input });
  }

  /** `updateX(id, version, input)`: a partial update. */
  update(token: string, record: WorkflowRecord, input: Record<string, unknown>): Promise<WorkflowOutcome> {
    return this.mutate(token, this.names.updateField, this.updateDocument, { id: record.id, version: record.version, input });
  }

  /** `<action>X(id, version, comment)`, e.g. `approveEquipmentRequisition`; `version` defaults to the record's. */
  act(token: string, action: string, record: WorkflowRecord, options: { comment?: string; version?: number } = {}): Promise<WorkflowOutcome> {
    return this.mutate(token, workflowActionField(this.contract, action), this.actionDocument(action), {
      id: record.id,
      version: options.version ?? record.version,
      comment: options.comment ?? null,
    });
  }

  /** `x(id)`: the record, or null. */
  async get(token: string, id: string): Promise<WorkflowRecord | null> {
    const answer = await graphqlPost<Record<string, WorkflowRecord | null>>(this.graphqlUrl, { token, query: this.getDocument, variables: { id } });
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
    return answer.body.data?.[this.names.getField] ?? null;
  }

  /** The ids of the page `xs(pageSize: 100, <filters>)` (filters as GraphQL argument text → value, e.g. `{ mine: true }`). */
  async listIds(token: string, filters: Record<string, unknown>): Promise<string[]> {
    const args = Object.keys(filters);
    const types = Object.fromEntries(Object.entries(this.contract.filters ?? {}).map(([argument, filter]) => [argument, filter.type]));
    const declared = args.map((argument) => `$${argument}: ${types[argument]}`).join(', ');
    const passed = ['pageSize: 100', ...args.map((argument) => `${argument}: $${argument}`)].join(', ');
    const answer = await graphqlPost<Record<string, { items: Array<{ id: string }> }>>(this.graphqlUrl, {
      token,
      query: `query List${declared ? `(${declared})` : ''} { ${this.names.listField}(${passed}) { items { id } } }`,
      variables: filters,
    });
    if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
    return answer.body.data![this.names.listField]!.items.map((item) => item.id);
  }

  private mutation(field: string, declared: string, passed: string): string {
    return `mutation Write(${declared}) { ${field}(${passed}) { ${this.names.payloadField} { ${this.selection} } errors { field message code reason } } }`;
  }

  private async mutate(token: string, field: string, query: string, variables: Record<string, unknown>): Promise<WorkflowOutcome> {
    const answer = await graphqlPost<Record<string, Record<string, unknown> | null>>(this.graphqlUrl, { token, query, variables });
    const payload = answer.body.data?.[field] ?? null;
    return {
      record: (payload?.[this.names.payloadField] as WorkflowRecord | null | undefined) ?? null,
      errors: (payload?.errors as PayloadError[] | undefined) ?? [],
      topCodes: (answer.body.errors ?? []).map((error) => String(error.extensions?.code)),
    };
  }
}

/** One step of a walk through a workflow: the action and who takes it. */
export interface WalkStep {
  action: string;
  actor: WorkflowActor;
}

/**
 * Walks from the initial state that together take every action of `workflow` at least once: the
 * shortest way to each action not yet taken, later actions of the table first (so that their walks
 * take the earlier ones on the way, and equipment is issued once), each step with the first actor of
 * its transition, e.g. equipment: `[cancel]`, `[submit, approve, issue, return]`, `[submit, sendBack]`,
 * `[submit, reject]`.
 */
export function coveringWalks(workflow: Workflow): WalkStep[][] {
  const taken = new Set<string>();
  const walks: WalkStep[][] = [];
  for (const action of workflowActions(workflow).reverse()) {
    if (taken.has(action)) continue;
    const walk = shortestWalk(workflow, action);
    for (const step of walk) taken.add(step.action);
    walks.push(walk);
  }
  return walks;
}

/** The shortest walk from `workflow.initial` that ends with `action` (breadth first over the transition table). */
function shortestWalk(workflow: Workflow, action: string): WalkStep[] {
  const queue: Array<{ state: string; walk: WalkStep[] }> = [{ state: workflow.initial, walk: [] }];
  const seen = new Set([workflow.initial]);
  while (queue.length > 0) {
    const { state, walk } = queue.shift()!;
    for (const transition of workflow.transitions.filter((candidate) => candidate.from.includes(state))) {
      const next = [...walk, { action: transition.action, actor: transition.by[0]! }];
      if (transition.action === action) return next;
      if (!seen.has(transition.to)) {
        seen.add(transition.to);
        queue.push({ state: transition.to, walk: next });
      }
    }
  }
  throw new Error(`no walk reaches ${action}`);
}

/**
 * A valid create input of the workflow resource `resource` from the shared sample generator
 * (scripts/stack/graphql-samples.ts: future dates, texts within their lengths), every reference, at the
 * top or inside items (`portfolioId`, `items[].equipmentId`), the id in `ids` of the resource it refers to.
 */
export function workflowInput(resource: Resource, ids: Readonly<Record<string, string>>, tag: string): Record<string, unknown> {
  const referenced = new Map<string, string>();
  for (const owner of [resource.references, ...Object.values(resource.itemReferences).map((item) => item.references)]) {
    for (const reference of Object.values(owner)) referenced.set(reference.idField, reference.resource);
  }
  const type = buildSchema(readFileSync(SCHEMA_PATH, 'utf8')).getType(resourceGraphqlNames(resource.contract).createInput);
  if (!isInputObjectType(type)) throw new Error(`schema.graphql has no input of ${resource.typeName}`);
  return sampleValue(new GraphQLNonNull(type), 'input', {
    tag,
    idOf: (path) => {
      const target = referenced.get(path.split('.').at(-1)!);
      return target ? (ids[target] ?? null) : null;
    },
  }) as Record<string, unknown>;
}
