import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { render } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { App } from '../src/app/App';

/** A GraphQL result as the gateway sends it: `data`, `errors` (top-level errors), or both. */
export interface GatewayAnswer {
  data?: unknown;
  errors?: readonly unknown[];
}

/**
 * What a test's gateway stand-in answers: called with the operation's name (`Grades`, `CreateGrade`;
 * '' for an anonymous one) and its variables when the answer is due (after the link's delay), so that
 * it may record what it was sent and change the data it holds.
 */
export type GatewayAnswerer = (operationName: string, variables: Record<string, unknown>) => GatewayAnswer;

/**
 * An Apollo link standing in for the gateway in the web's component tests: each operation is answered
 * by `answer` after `delayMs` milliseconds (default 5), as a network would answer it, never in the same
 * tick; an operation unsubscribed before then (a query whose variables changed) is never answered, nor
 * is `answer` called for it. To see every request as it is sent, put a link in front of it
 * (`ApolloLink.from([recording, gatewayStandInLink(answer)])`).
 */
export function gatewayStandInLink(answer: GatewayAnswerer, delayMs = 5): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const timer = setTimeout(() => {
          observer.next(answer(operation.operationName ?? '', operation.variables) as never);
          observer.complete();
        }, delayMs);
        return () => clearTimeout(timer);
      }),
  );
}

/** What {@link renderInApp} renders. */
export interface RenderInAppOptions {
  /** The link the page's Apollo Client sends its operations to (usually {@link gatewayStandInLink}). */
  link: ApolloLink;
  /** The route of the page under test: `/setup/grades`. */
  path: string;
  /** The page under test (a CrudPage, a SingleRecordPage, with an AlertArea beside it …), rendered inside the ApolloProvider. */
  page: ReactNode;
  /** The history the memory router starts with; default `[path]`. */
  initialEntries?: string[];
  /** The entry of `initialEntries` shown first; default the last. */
  initialIndex?: number;
  /** Other routes beside the page's (e.g. `{ path: '/', element: <p>Dashboard page</p> }` to navigate away to). */
  routes?: RouteObject[];
  /** Wraps the app in React's StrictMode, as startApp does (its effects run twice in development). */
  strictMode?: boolean;
}

/**
 * Renders `page` as the app renders a screen (DESIGN §4): App's data router (a memory router over the
 * page's route and `routes`) with the page inside an ApolloProvider whose client sends to `link` and
 * caches in a fresh InMemoryCache. Answers the router (to read or change its location) and the client.
 */
export function renderInApp(options: RenderInAppOptions): { router: ReturnType<typeof createMemoryRouter>; client: ApolloClient } {
  const { link, path, page, initialEntries = [path], initialIndex, routes = [], strictMode = false } = options;
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter([...routes, { path, element: <ApolloProvider client={client}>{page}</ApolloProvider> }], { initialEntries, initialIndex });
  const app = <App router={router} />;
  render(strictMode ? <StrictMode>{app}</StrictMode> : app);
  return { router, client };
}
