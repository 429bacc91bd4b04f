/**
 * Types of apollo-upload-client's link (the package ships JavaScript with JSDoc only), as far as
 * this app uses it (see createApolloClient).
 */
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client';

  /** Options of the upload link (its JSDoc, abridged). */
  export interface UploadHttpLinkOptions {
    /** GraphQL endpoint; `/graphql` by default. */
    uri?: string;
    /** The `fetch` to use; the global one by default. */
    fetch?: typeof fetch;
    /** `fetch` options; overridden by upload requirements. */
    fetchOptions?: RequestInit;
    /** Headers sent on every request. */
    headers?: Record<string, string>;
    /** Sends `extensions`; false by default. */
    includeExtensions?: boolean;
  }

  /** A terminating link sending a GraphQL multipart request when the variables hold files. */
  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
