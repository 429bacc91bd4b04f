/** One probe of the service: a GraphQL query through the web front server from another address. */
export interface Probe {
  status: number;
  ok: boolean;
  ms: number;
  detail: string;
}
