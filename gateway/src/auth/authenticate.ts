import type { CurrentUser, MutationAuthenticateArgs } from '../generated/resolvers-types';
import type { RootResolver } from '../crud/resolvers';
import { toCurrentUser } from './current-user';

/**
 * `authenticate(email, password)` (schema.graphql; spec §3, §7): `POST /setup/employees/authenticate`,
 * answered as `CurrentUser`. A wrong e-mail or password is the upstream's 401, passed on as
 * UNAUTHENTICATED with the upstream's message (spec §8); other failures pass on as mapped by
 * upstream/error-mapping.ts. Sign-in is a mutation, so there is no read fallback. Under an upstream
 * profile with `identity: "sign-in"` the answer's `_id` is remembered for its token (auth/identity.ts).
 */
export const authenticate: RootResolver<MutationAuthenticateArgs, CurrentUser> = async (_parent, args, context) => {
  const answer = await context.upstream.authenticate({ email: args.email, password: args.password });
  context.identities.remember(answer.token, answer._id);
  return toCurrentUser(answer);
};
