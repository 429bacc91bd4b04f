import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { PrimeReactProvider } from 'primereact/api';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** Props of {@link App}. */
export interface AppProps {
  /** The Apollo Client (see createApolloClient). */
  client: ApolloClient;
  /** The data router over the route table (see createRoutes). */
  router: DataRouter;
}

/** The application: PrimeReact settings, the Apollo Client and the router (DESIGN §4). */
export function App({ client, router }: AppProps) {
  return (
    <PrimeReactProvider value={{ ripple: false }}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </PrimeReactProvider>
  );
}
