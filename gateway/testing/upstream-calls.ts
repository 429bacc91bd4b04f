/** One upstream call as the gateway logged it (`upstream call`, upstream/upstream-call.ts). */
export interface LoggedUpstreamCall {
  method: string;
  path: string;
  status: number;
}

/** The upstream calls a gateway's log lines record for one request id, in order. */
export function upstreamCalls(logs: ReadonlyArray<Record<string, unknown>>, requestId: string): LoggedUpstreamCall[] {
  return logs.filter((line) => line.requestId === requestId && line.msg === 'upstream call').map((line) => line.upstream as LoggedUpstreamCall);
}
