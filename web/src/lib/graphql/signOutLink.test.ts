import { parse } from 'graphql';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isSignIn } from './signOutLink';
import { isUnauthenticated } from './graphqlErrors';

describe('isSignIn', () => {
  it('is true only for operations selecting authenticate', () => {
    expect(isSignIn(parse('mutation Authenticate($e: String!, $p: String!) { authenticate(email: $e, password: $p) { token } }'))).toBe(true);
    expect(isSignIn(parse('mutation X { authenticate(email: "a", password: "b") { token } }'))).toBe(true);
    expect(isSignIn(parse('query Grades { grades { total } }'))).toBe(false);
    expect(isSignIn(parse('mutation DeleteGrade($id: ID!) { deleteGrade(id: $id) }'))).toBe(false);
  });
});

describe('isUnauthenticated (spec §4, §8)', () => {
  it('recognises an UNAUTHENTICATED GraphQL error', () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Sign in.', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(isUnauthenticated(error)).toBe(true);
  });

  it('recognises an HTTP 401', () => {
    const error = new ServerError('Unauthorized', { response: new Response('', { status: 401 }), bodyText: '' });
    expect(isUnauthenticated(error)).toBe(true);
  });

  it('ignores other errors', () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'No.', extensions: { code: 'FORBIDDEN' } }] });
    expect(isUnauthenticated(error)).toBe(false);
    expect(isUnauthenticated(new Error('x'))).toBe(false);
  });
});
