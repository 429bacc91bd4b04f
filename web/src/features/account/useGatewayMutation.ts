import { useCallback, useEffect, useRef, useState } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { sessionStore } from '../../session/sessionStore';

/** Loads a generated typed document, e.g. `() => import('../../generated/documents/AuthenticateDocument').then((m) => m.AuthenticateDocument)`. */
export type DocumentLoader<TData, TVariables> = () => Promise<TypedDocumentNode<TData, TVariables>>;

/** Loads what running an operation needs: the plain-fetch runner (with graphql's printer) and the document. */
function prepare<TData, TVariables extends Record<string, unknown>>(load: DocumentLoader<TData, TVariables>) {
  return Promise.all([import('../../lib/graphql/gatewayRequest'), load()]);
}

/**
 * The account area's `useMutation` (these screens load without Apollo Client: README "Performance"): runs the
 * generated typed document that `load` gives with `requestGateway` (the current user's token when
 * there is one, as Apollo Client's auth link would) and reports `loading` while it runs. `mutate`
 * resolves with the operation's data or fails with the Apollo-shaped error. The documents and the
 * runner are not part of the first page's JavaScript: they load on the page's first key press or
 * pointer press (so they are there by the time the form is sent), or when `mutate` is called.
 */
export function useGatewayMutation<TData, TVariables extends Record<string, unknown>>(
  load: DocumentLoader<TData, TVariables>,
): [mutate: (variables: TVariables) => Promise<TData>, state: { loading: boolean }] {
  const [loading, setLoading] = useState(false);
  const mounted = useRef(true);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    mounted.current = true;
    const warm = () => {
      prepare(loadRef.current).catch(() => undefined); // mutate reports a failure to load
      window.removeEventListener('keydown', warm, true);
      window.removeEventListener('pointerdown', warm, true);
    };
    window.addEventListener('keydown', warm, true);
    window.addEventListener('pointerdown', warm, true);
    return () => {
      mounted.current = false;
      window.removeEventListener('keydown', warm, true);
      window.removeEventListener('pointerdown', warm, true);
    };
  }, []);
  const mutate = useCallback(async (variables: TVariables) => {
    setLoading(true);
    try {
      const [{ requestGateway }, document] = await prepare(loadRef.current);
      return await requestGateway(document, variables, { token: sessionStore.getUser()?.token });
    } finally {
      if (mounted.current) setLoading(false);
    }
  }, []);
  return [mutate, { loading }];
}
