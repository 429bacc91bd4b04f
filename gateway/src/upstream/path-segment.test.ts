import { GraphQLError } from 'graphql';
import { pathSegment } from './data-source';

/** Ids become one URL path segment of an upstream call (upstream/data-source.ts). */
describe('pathSegment', () => {
  test('percent-encodes an id, pairs of surrogates (emoji) included', () => {
    expect(pathSegment('a/b c')).toBe('a%2Fb%20c');
    expect(pathSegment('x😀')).toBe('x%F0%9F%98%80');
  });

  // Found by the reliability suite: `"\ud800"` made encodeURIComponent throw → INTERNAL_SERVER_ERROR.
  test.each(['\ud800', 'abc\udfff', '', '.', '..', 'x'.repeat(201)])('refuses %j with BAD_USER_INPUT on the field', (id) => {
    const refusal = (() => {
      try {
        pathSegment(id, 'employeeId');
        return undefined;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(GraphQLError);
    expect((refusal as GraphQLError).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'employeeId', message: 'This id is not valid.' }] });
  });
});
