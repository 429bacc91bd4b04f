import { isEnumType, isInputObjectType, isInterfaceType, isNonNullType, isObjectType, isScalarType, isUnionType } from 'graphql';
import { buildSchema } from './schema';

/**
 * The playground documents itself (DESIGN §3): every type, field, argument, input field, enum value and
 * directive of schema.graphql has a description. Built-in types (`String`, `__Schema`, ...) are skipped.
 */
describe('schema.graphql descriptions', () => {
  const schema = buildSchema();

  test('every type, field, argument, input field, enum value and directive argument is described', () => {
    const missing: string[] = [];
    const check = (name: string, description: string | null | undefined): void => {
      if (!description?.trim()) missing.push(name);
    };
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
      check(type.name, type.description);
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          check(`${type.name}.${field.name}`, field.description);
          for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description);
        }
      } else if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description);
      } else if (isEnumType(type)) {
        for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description);
      } else if (!isScalarType(type) && !isUnionType(type)) {
        missing.push(`${String(type)} (unexpected kind)`);
      }
    }
    for (const directive of schema.getDirectives().filter((d) => d.name === 'auth')) {
      check(`@${directive.name}`, directive.description);
      for (const arg of directive.args) check(`@${directive.name}(${arg.name})`, arg.description);
    }
    expect(missing).toEqual([]);
  });

  test('the walk sees the whole contract (a missing description would be found)', () => {
    expect(Object.keys(schema.getQueryType()!.getFields()).length).toBeGreaterThan(25);
    expect(Object.keys(schema.getMutationType()!.getFields()).length).toBeGreaterThan(30);
    expect(schema.getType('Employee')).toBeDefined();
  });
});

/**
 * A failed field nulls its nearest nullable parent: were a mutation's result non-null, one failing
 * mutation of a request would null `data` and hide what the others committed (DESIGN §3,
 * docs/graphql-grammar.md "Mutations"). So every Mutation field's result is nullable, and every
 * update input carries no defaults (an omitted field is kept, never reset).
 */
describe('schema.graphql mutations', () => {
  const schema = buildSchema();

  test('every Mutation field answers a nullable result, but sign-in', () => {
    const fields = Object.values(schema.getMutationType()!.getFields());
    expect(fields.length).toBeGreaterThan(30);
    // Sign-in alone stays non-null: its first refusal ends the request, so aliased sign-ins try one
    // password per request (docs/security.md, the reliability suite's brute-force checks).
    expect(fields.filter((field) => isNonNullType(field.type)).map((field) => `${field.name}: ${String(field.type)}`)).toEqual(['authenticate: CurrentUser!']);
  });

  test('no field of an update input has a default value', () => {
    const inputs = Object.values(schema.getTypeMap()).filter((type) => isInputObjectType(type) && type.name.endsWith('UpdateInput'));
    expect(inputs.length).toBeGreaterThan(10);
    const withDefaults = inputs.flatMap((type) =>
      isInputObjectType(type)
        ? Object.values(type.getFields())
            .filter((field) => field.defaultValue !== undefined)
            .map((field) => `${type.name}.${field.name}`)
        : [],
    );
    expect(withDefaults).toEqual([]);
  });
});
