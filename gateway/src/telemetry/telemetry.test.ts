import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { DEMO_USERS, type SignedInUser, signIn } from '../../testing/accounts';
import { graphqlPost } from '../../testing/graphql-client';
import { testDatabases } from '../../testing/rest-api-process';
import { type TestStack, startStack } from '../../testing/stack';
import { MAX_LABEL_VALUES } from './metrics';

const METRICS_TOKEN = 'kX93-metrics-reader-2f8a7c1d';

/** The spans the gateway ends in this process, kept in memory (the SDK's exporter for tests). */
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });

/** Prometheus text → the value of the sample `name{labels}` (labels as printed), or 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The distinct values of label `label` among the samples of metric `name`. */
function labelValues(text: string, name: string, label: string): Set<string> {
  const values = new Set<string>();
  for (const match of text.matchAll(new RegExp(`^${name}\\{[^}]*${label}="([^"]*)"`, 'gm'))) values.add(match[1] ?? '');
  return values;
}

/**
 * Traces and metrics across gateway → rest-api (docs/observability.md): a REAL rest-api with
 * OTEL_TRACES_EXPORTER=console (its spans are read from its output) and a REAL gateway with tracing on,
 * whose spans go to this test's in-memory exporter.
 */
describe.each(testDatabases())('telemetry on %s', (database) => {
  let stack: TestStack;
  let admin: SignedInUser;

  beforeAll(async () => {
    provider.register();
    stack = await startStack({
      restApi: { database, env: { OTEL_TRACES_EXPORTER: 'console', METRICS_TOKEN } },
      gateway: { OTEL_TRACES_EXPORTER: 'console', METRICS_TOKEN },
    });
    admin = await signIn(stack.gateway.graphqlUrl, DEMO_USERS.admin);
  });

  afterAll(async () => {
    await stack?.stop();
    trace.disable();
    propagation.disable();
    context.disable();
  });

  beforeEach(() => exporter.reset());

  const metricsOf = async (url: string, token?: string) => {
    const response = await fetch(`${url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  test("an operation's upstream call carries the operation's trace id in traceparent, and the rest-api continues the trace", async () => {
    const answer = await graphqlPost(stack.gateway.graphqlUrl, { query: 'query TracedGrades { grades { total } }', token: admin.token });
    expect(answer.body.errors).toBeUndefined();
    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === 'query TracedGrades');
    expect(operation).toMatchObject({
      kind: SpanKind.SERVER,
      attributes: expect.objectContaining({ 'graphql.operation.name': 'TracedGrades', 'graphql.operation.type': 'query' }),
    });
    const traceId = operation!.spanContext().traceId;
    const upstream = spans.filter((span: ReadableSpan) => span.kind === SpanKind.CLIENT);
    expect(upstream.map((span) => span.name)).toContain('GET /setup/grades');
    for (const call of upstream) {
      expect(call.spanContext().traceId).toBe(traceId);
      expect(call.parentSpanContext?.spanId).toBe(operation!.spanContext().spanId);
    }
    // The rest-api printed its request span: same trace, its parent the gateway's upstream span (sent as traceparent).
    const call = upstream.find((span) => span.name === 'GET /setup/grades')!;
    const restSpan = await restApiSpan(stack, "name: 'GET /setup/grades'", traceId);
    expect(restSpan).toContain(`spanId: '${call.spanContext().spanId}'`);
    expect(restSpan).toContain("'http.response.status_code': 200");
    if (database === 'PostgreSQL') {
      // Its database queries are children of it (node-postgres instrumentation).
      const restSpanId = /\n {2}id: '([0-9a-f]{16})'/.exec(restSpan)?.[1];
      const query = await restApiSpan(stack, "name: 'pg.query:SELECT", traceId);
      expect(query).toContain(`spanId: '${restSpanId}'`);
      expect(query).toContain('db.query.text');
    }
  });

  test("a caller's W3C traceparent is continued; an anonymous operation's span is named by its type", async () => {
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    await graphqlPost(stack.gateway.graphqlUrl, { query: '{ grades { total } }', token: admin.token, headers: { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` } });
    const operation = exporter.getFinishedSpans().find((span) => span.kind === SpanKind.SERVER);
    expect(operation?.name).toBe('query');
    expect(operation?.spanContext().traceId).toBe(callerTrace);
    expect(operation?.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
  });

  test('/metrics answers the Prometheus text format; the counters grow with each request', async () => {
    const before = await metricsOf(stack.gateway.url, METRICS_TOKEN);
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.text).toContain('# TYPE graphql_operations_total counter');
    expect(before.text).toContain('# TYPE process_cpu_user_seconds_total counter');
    const series = 'graphql_operations_total{operation="CountedGrades",type="query",status="200",result="ok"}';
    const upstreamSeries = 'upstream_request_duration_seconds_count{method="GET",resource="grades",status="200"}';
    await graphqlPost(stack.gateway.graphqlUrl, { query: 'query CountedGrades { grades { total } }', token: admin.token });
    await graphqlPost(stack.gateway.graphqlUrl, { query: 'query CountedGrades { grades { total } }', token: admin.token });
    const after = await metricsOf(stack.gateway.url, METRICS_TOKEN);
    expect(sample(after.text, series) - sample(before.text, series)).toBe(2);
    expect(sample(after.text, upstreamSeries) - sample(before.text, upstreamSeries)).toBeGreaterThanOrEqual(2);
    expect(sample(after.text, 'graphql_operation_duration_seconds_count{operation="CountedGrades",type="query"}')).toBe(2);

    // The rest-api's, behind its METRICS_TOKEN: requests by route pattern, never by URL.
    expect((await metricsOf(stack.restApi.url)).status).toBe(401);
    expect((await metricsOf(stack.restApi.url, 'not-the-metrics-token')).status).toBe(401);
    const rest = await metricsOf(stack.restApi.url, METRICS_TOKEN);
    expect(rest.status).toBe(200);
    expect(sample(rest.text, 'http_requests_total{method="GET",route="/setup/grades",status="200"}')).toBeGreaterThanOrEqual(2);
    if (database === 'PostgreSQL') expect(sample(rest.text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
  });

  test('operation names are bounded: past the first ones, new names count as other; unparsable ones as invalid', async () => {
    for (let index = 0; index < MAX_LABEL_VALUES + 20; index += 1) {
      await graphqlPost(stack.gateway.graphqlUrl, { query: `query Random${index}x${Date.now()} { __typename }` });
    }
    await graphqlPost(stack.gateway.graphqlUrl, { query: 'query Broken {' });
    const { text } = await metricsOf(stack.gateway.url, METRICS_TOKEN);
    const names = labelValues(text, 'graphql_operations_total', 'operation');
    expect(names.size).toBeLessThanOrEqual(MAX_LABEL_VALUES + 3);
    expect(names).toContain('other');
    expect(names).toContain('invalid');
  });

  test('/metrics holds no token and no email', async () => {
    const { text } = await metricsOf(stack.gateway.url, METRICS_TOKEN);
    const rest = await metricsOf(stack.restApi.url, METRICS_TOKEN);
    for (const body of [text, rest.text]) {
      expect(body).not.toContain(admin.token);
      expect(body).not.toContain(admin.token.split('.')[1]);
      expect(body).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
      expect(body).not.toContain(METRICS_TOKEN);
    }
  });
});

/**
 * The block of the rest-api's console-exported span whose text holds `marker` and `traceId`, waiting
 * (up to 5 s) for it to be printed: a request's span ends after its answer went out.
 */
async function restApiSpan(stack: TestStack, marker: string, traceId: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const block = stack.restApi
      .output()
      .split(/\n(?=\{\n)/)
      .find((candidate) => candidate.includes(marker) && candidate.includes(`traceId: '${traceId}'`));
    if (block) return block;
    if (Date.now() > deadline) throw new Error(`no rest-api span with ${marker} in trace ${traceId}:\n${stack.restApi.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
