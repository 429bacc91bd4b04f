import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeMutationError, describePayloadErrors, payloadErrorsOf, readFieldErrors } from './mutationErrors';

const fields = [
  { name: 'name', label: 'Name' },
  { name: 'level', label: 'Level' },
  { name: 'description', label: 'Description' },
];

const graphQLError = (message: string, extensions: Record<string, unknown>) => new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('readFieldErrors', () => {
  it('reads an object of messages or message lists', () => {
    expect(readFieldErrors({ name: 'Too long.', level: ['Too big.', 'Other'] })).toEqual({ name: 'Too long.', level: 'Too big.' });
  });

  it('reads a list of { field | path | name, message }', () => {
    expect(
      readFieldErrors([{ field: 'name', message: 'Taken.' }, { path: ['input', 'level'], message: 'Too big.' }, { name: 'description', message: 'Too long.' }, 'junk']),
    ).toEqual({ name: 'Taken.', level: 'Too big.', description: 'Too long.' });
  });

  it('ignores anything else', () => {
    expect(readFieldErrors(undefined)).toEqual({});
    expect(readFieldErrors('x')).toEqual({});
  });
});

describe('describeMutationError (schema.graphql error codes)', () => {
  it('puts BAD_USER_INPUT field errors on their fields', () => {
    const error = graphQLError('Invalid input.', { code: 'BAD_USER_INPUT', fieldErrors: { level: 'Level must be at most 99.' } });
    expect(describeMutationError(error, fields)).toEqual({
      fieldErrors: { level: 'Level must be at most 99.' },
      stale: false,
      message: null,
    });
  });

  it('shows BAD_USER_INPUT without known fields as a message', () => {
    const error = graphQLError('Invalid input.', { code: 'BAD_USER_INPUT' });
    expect(describeMutationError(error, fields)).toEqual({ fieldErrors: {}, stale: false, message: 'Invalid input.' });
  });

  it('puts a CONFLICT about the name on the Name field', () => {
    const error = graphQLError('A grade with this name already exists.', { code: 'CONFLICT' });
    expect(describeMutationError(error, fields)).toEqual({
      fieldErrors: { name: 'A grade with this name already exists.' },
      stale: false,
      message: null,
    });
  });

  it('puts a CONFLICT with field errors (the gateway shape) on those fields', () => {
    const error = graphQLError('A grade with this name already exists.', {
      code: 'CONFLICT',
      fieldErrors: [{ field: 'name', message: 'A grade with this name already exists.' }],
    });
    expect(describeMutationError(error, fields)).toEqual({
      fieldErrors: { name: 'A grade with this name already exists.' },
      stale: false,
      message: null,
    });
  });

  it('uses extensions.field for a CONFLICT when given', () => {
    const error = graphQLError('Already taken.', { code: 'CONFLICT', field: 'name' });
    expect(describeMutationError(error, fields).fieldErrors).toEqual({ name: 'Already taken.' });
  });

  it.each([
    ['The grade was changed by someone else.', {}],
    ['Version 3 is not current.', {}],
    ['Conflict.', { reason: 'STALE_VERSION' }],
    ['Conflict.', { field: 'version' }],
    ['Conflict.', { fieldErrors: [{ field: '__v', message: 'Stale.' }] }],
  ])('recognises a stale version: %s %p', (message, extra) => {
    const error = graphQLError(message, { code: 'CONFLICT', ...extra });
    expect(describeMutationError(error, fields)).toEqual({ fieldErrors: {}, stale: true, message: null });
  });

  it('follows extensions.reason over the message: DUPLICATE on the field, REFERENCED as a message', () => {
    const duplicate = graphQLError('Someone changed the name already.', { code: 'CONFLICT', reason: 'DUPLICATE', fieldErrors: [{ field: 'name', message: 'Taken.' }] });
    expect(describeMutationError(duplicate, fields)).toEqual({ fieldErrors: { name: 'Taken.' }, stale: false, message: null });
    const mentioned = graphQLError('A grade with this name was changed.', { code: 'CONFLICT', reason: 'DUPLICATE' });
    expect(describeMutationError(mentioned, fields)).toEqual({ fieldErrors: { name: 'A grade with this name was changed.' }, stale: false, message: null });
    const referenced = graphQLError('The grade was changed: employees still refer to it.', { code: 'CONFLICT', reason: 'REFERENCED' });
    expect(describeMutationError(referenced, fields)).toEqual({ fieldErrors: {}, stale: false, message: 'The grade was changed: employees still refer to it.' });
  });

  it('shows another CONFLICT as a message', () => {
    const error = graphQLError('Other records still refer to it.', { code: 'CONFLICT' });
    expect(describeMutationError(error, fields)).toEqual({ fieldErrors: {}, stale: false, message: 'Other records still refer to it.' });
  });

  it('passes other errors on as a message (spec §8)', () => {
    const error = graphQLError('You may not change grades.', { code: 'FORBIDDEN' });
    expect(describeMutationError(error, fields).message).toBe('You may not change grades.');
    expect(describeMutationError(new Error('boom'), fields).message).toBe('Something went wrong.');
  });
});

describe('describePayloadErrors (schema.graphql UserError in a payload)', () => {
  const userError = (message: string, code: string, field: string[] | null = null, reason: string | null = null) => ({ message, code, field, reason });

  it('reads the errors of the one root field of an answer, none for a record or an id', () => {
    expect(payloadErrorsOf({ createGrade: { grade: null, errors: [userError('Taken.', 'CONFLICT')] } })).toHaveLength(1);
    expect(payloadErrorsOf({ createGrade: { grade: { id: 'g1' }, errors: [] } })).toEqual([]);
    expect(payloadErrorsOf({ deleteGrade: 'g1' })).toEqual([]);
    expect(payloadErrorsOf(undefined)).toEqual([]);
  });

  it('puts errors about input fields under those fields, the first per field', () => {
    const problem = describePayloadErrors(
      [userError('Level must be at most 99.', 'BAD_USER_INPUT', ['input', 'level']), userError('Second.', 'BAD_USER_INPUT', ['input', 'level'])],
      fields,
    );
    expect(problem).toEqual({ fieldErrors: { level: 'Level must be at most 99.' }, stale: false, message: null });
  });

  it('maps input fields a resource builds itself to their form field', () => {
    const problem = describePayloadErrors([userError('Pick a role.', 'BAD_USER_INPUT', ['input', 'roles'])], [{ name: 'activeRole', label: 'Active role' }], {
      roles: 'activeRole',
    });
    expect(problem.fieldErrors).toEqual({ activeRole: 'Pick a role.' });
  });

  it('recognises a stale version', () => {
    expect(describePayloadErrors([userError('Changed.', 'CONFLICT', null, 'STALE_VERSION')], fields)).toEqual({ fieldErrors: {}, stale: true, message: null });
    expect(describePayloadErrors([userError('Changed.', 'CONFLICT', ['version'])], fields).stale).toBe(true);
  });

  it('puts a DUPLICATE on its field, or on the field its message mentions', () => {
    expect(describePayloadErrors([userError('Taken.', 'CONFLICT', ['input', 'name'], 'DUPLICATE')], fields).fieldErrors).toEqual({ name: 'Taken.' });
    expect(describePayloadErrors([userError('A grade with this name already exists.', 'CONFLICT', null, 'DUPLICATE')], fields)).toEqual({
      fieldErrors: { name: 'A grade with this name already exists.' },
      stale: false,
      message: null,
    });
  });

  it('shows REFERENCED, NOT_FOUND, whole-record and unknown-field errors as the form message', () => {
    const problem = describePayloadErrors(
      [
        userError('Employees still refer to this grade by name.', 'CONFLICT', null, 'REFERENCED'),
        userError('This grade no longer exists.', 'NOT_FOUND'),
        userError('Odd.', 'BAD_USER_INPUT', ['input', 'colour']),
      ],
      fields,
    );
    expect(problem).toEqual({ fieldErrors: {}, stale: false, message: 'Employees still refer to this grade by name. This grade no longer exists. Odd.' });
  });

  it("names the row of a list of objects a sub-field's error is about (plan §5)", () => {
    const problem = describePayloadErrors(
      [{ field: ['input', 'contacts', '1', 'email'], message: 'Enter a valid e-mail address.', code: 'BAD_USER_INPUT' }],
      [{ name: 'contacts', label: 'Contacts', item: { singular: 'contact' } }],
    );
    expect(problem).toEqual({ fieldErrors: { contacts: 'Contact 2: Enter a valid e-mail address.' }, stale: false, message: null });
  });
});
