import { sessionStore } from './sessionStore';

/**
 * `fetch` with the signed-in user's bearer token (spec §7: every request carries it), for the
 * gateway's file downloads (`/files/employees/<photo>`, `/files/isos/<documentId>`), which GraphQL
 * does not carry. Signed out, the request goes without it (and the gateway answers 401).
 */
export function fetchWithToken(path: string, init: RequestInit = {}): Promise<Response> {
  const token = sessionStore.getUser()?.token;
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(path, { ...init, headers });
}
