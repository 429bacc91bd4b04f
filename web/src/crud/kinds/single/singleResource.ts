import type { TypedDocumentNode } from '@apollo/client';
import { emptyValues, inputValues, recordValues } from '../../fieldKinds';
import type { CrudRecord, FieldDescription, FormValues, ResourceDescription } from '../../resource';

/**
 * The types a single-record resource ties together (plan §5, e.g. GVR settings): the record (its
 * fields fragment), the update input, the form's values and the get query's result.
 */
export interface SingleResourceTypes {
  record: CrudRecord;
  input: unknown;
  values: FormValues;
  getData: unknown;
}

/**
 * Everything {@link SingleRecordPage} needs to run a resource that is one record (catalogue kind
 * 'single'; GraphQL `x: X` and `updateX(version, input)`, no list, no create, no delete): its wording,
 * its get query, its update mutation and its form (the same field kinds as a list's form).
 */
export interface SingleResourceDescription<T extends SingleResourceTypes> {
  /** Page heading, the §2 menu label, e.g. "GVR settings". */
  title: string;
  /** The record, lower case, e.g. "settings" ("Settings saved."). */
  singular: string;
  /** The get query (no variables) and how to read the record from it (null when there is none yet). */
  get: {
    document: TypedDocumentNode<T['getData'], Record<string, never>>;
    record: (data: T['getData']) => T['record'] | null;
  };
  /** The update mutation, taking `{ version, input }` (CONFLICT when `version` is stale). */
  update: TypedDocumentNode<unknown, { version: number; input: T['input'] }>;
  /** The form: its fields, the record as values, valid values as the update's input. */
  form: Pick<ResourceDescription<AsResourceTypes<T>>['form'], 'fields' | 'wide' | 'empty' | 'toValues' | 'toInput'>;
}

/** A single-record resource's types as a list resource's (no list, creates as updates), for the form it shares with them. */
export type AsResourceTypes<T extends SingleResourceTypes> = {
  record: T['record'];
  input: T['input'];
  createInput: T['input'];
  sortField: string;
  values: T['values'];
  listData: unknown;
  getData: T['getData'];
};

/** A single-record resource as written in its folder: its form's conversions follow from the field kinds (see {@link defineSingleResource}). */
export interface SingleResourceSpec<T extends SingleResourceTypes> extends Omit<SingleResourceDescription<T>, 'form'> {
  form: {
    fields: readonly FieldDescription<AsResourceTypes<T>>[];
    wide?: boolean;
    /** As a list resource's (defineResource `FormAdapter`): the record's values and the input from the derived ones, e.g. an object field edited as two fields. */
    adapt?: {
      toValues?: (record: T['record'], derived: T['values']) => T['values'];
      toInput?: (values: T['values'], derived: Record<string, unknown>) => Record<string, unknown>;
    };
  };
}

/**
 * The {@link SingleResourceDescription} {@link SingleRecordPage} runs, from a {@link SingleResourceSpec}:
 * the form's empty values, the record's values and the update's input follow from the fields' kinds
 * (fieldKinds.ts), as for a list resource (defineResource).
 */
export function defineSingleResource<T extends SingleResourceTypes>(spec: SingleResourceSpec<T>): SingleResourceDescription<T> {
  const { fields, wide, adapt } = spec.form;
  return {
    ...spec,
    form: {
      fields,
      wide,
      empty: emptyValues(fields),
      toValues: (record) => {
        const derived = recordValues(fields, record as unknown as Record<string, unknown>) as T['values'];
        return adapt?.toValues ? adapt.toValues(record, derived) : derived;
      },
      toInput: (values) => {
        const derived = inputValues(fields, values, 'edit');
        return adapt?.toInput ? adapt.toInput(values, derived) : derived;
      },
    },
  };
}
