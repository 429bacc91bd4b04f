/**
 * Where the gateway serves an employee's photo (spec §7 Other: stored under an employees folder by
 * file name): `GET /files/employees/<fileName>`, proxied by Vite like `/graphql`; it needs the
 * bearer token.
 */
export function photoPath(fileName: string): string {
  return `/files/employees/${encodeURIComponent(fileName)}`;
}
