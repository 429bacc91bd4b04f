import type { LoadFigures } from '../load/autocannon';
import { isNotMeasured, type BenchResult, type Comparison, type LoadSection, type Maybe, type ScaleSection, type WebSection } from './result';
import { ratio } from './stats';

/** A cell on one line, with `|` escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const why = (value: { notMeasured: string }) => `not measured: ${value.notMeasured}`;
const STATUS = { met: '✅ met', missed: '❌ missed', 'not measured': '⚪ not measured' } as const;

function machineLine(result: BenchResult): string {
  const m = result.machine;
  const settings = Object.entries(m.postgresSettings)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ');
  return `${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB memory, ${m.os}, Node ${m.node}, ${m.postgres} (${settings})`;
}

/** Mean CPU (% of one core) that other work on the machine took during the load runs; undefined when not measured. */
function backgroundCpu(result: BenchResult): number | undefined {
  if (isNotMeasured(result.load)) return undefined;
  const others = [...result.load.comparisons, ...result.load.unloaded].flatMap((c) => [c.rest, c.gateway]).flatMap((f) => (isNotMeasured(f) || !f.cpu ? [] : [f.cpu.others]));
  return others.length ? Math.round(others.reduce((a, b) => a + b, 0) / others.length) : undefined;
}

function busyWarning(result: BenchResult): string {
  const others = backgroundCpu(result);
  if (others === undefined || others < 25) return '';
  return `\n**The machine was not idle**: other work took ${others} % of one core on average during the load runs (load average
${result.machine.loadAverage} at the start), so every figure of this run is lower than on an idle machine, and the load runs
most of all. The CPU table of part 1 shows the shares; the ms of CPU per request are the steadier figures.\n`;
}

function targetsTable(result: BenchResult): string {
  return table(
    ['target', 'goal', 'measured', 'verdict'],
    result.targets.map((t) => [t.label, t.target, t.actual, STATUS[t.status]]),
  );
}

function side(figures: Maybe<LoadFigures>): string[] {
  if (isNotMeasured(figures)) return [why(figures), '', ''];
  const errors = figures.errors + figures.non2xx + figures.mismatches;
  return [`${figures.perSecond}${errors ? ` (${errors} errors)` : ''}`, `${figures.p50Ms}`, `${figures.p99Ms}`];
}

function comparisonTable(comparisons: Comparison[]): string {
  return table(
    ['workload', 'REST /s', 'REST p50 ms', 'REST p99 ms', 'gateway /s', 'gateway p50 ms', 'gateway p99 ms', 'gateway/REST', 'added p50 ms'],
    comparisons.map((c) => [c.label, ...side(c.rest), ...side(c.gateway), String(c.throughputRatio ?? '–'), String(c.addedP50Ms ?? '–')]),
  );
}

function cpuTable(comparisons: Comparison[]): string {
  const rows = comparisons.flatMap((c) =>
    (['rest', 'gateway'] as const).flatMap((which) => {
      const figures = c[which];
      if (isNotMeasured(figures) || !figures.cpu) return [];
      const cpu = figures.cpu;
      const named = (name: string) => (cpu.processes[name] === undefined ? '–' : `${cpu.processes[name]}`);
      const rss = (name: string) => `${figures.rssAfterMiB?.[name] ?? '–'}`;
      // CPU % of one core ÷ units a second = ms of CPU a unit: 10 × percent ÷ per second.
      const perUnit = (percent: number | undefined) => (percent === undefined || figures.perSecond === 0 ? '–' : `${Math.round((10 * percent * 100) / figures.perSecond) / 100}`);
      return [
        [
          `${c.label}, ${which === 'rest' ? 'direct' : 'via gateway'}`,
          named('bench'),
          named('restApi'),
          named('gateway'),
          `${cpu.postgres}`,
          `${cpu.others}`,
          `${cpu.machine}`,
          perUnit(cpu.processes.restApi),
          which === 'gateway' ? perUnit(cpu.processes.gateway) : '–',
          perUnit(cpu.postgres),
          rss('restApi'),
          rss('gateway'),
        ],
      ];
    }),
  );
  return table(
    [
      'run',
      'autocannon %',
      'rest-api %',
      'gateway %',
      'PostgreSQL %',
      'others %',
      'machine %',
      'rest-api ms/unit',
      'gateway ms/unit',
      'PostgreSQL ms/unit',
      'rest-api MiB after',
      'gateway MiB after',
    ],
    rows,
  );
}

function profileSection(profile: LoadSection['gatewayProfile']): string {
  if (isNotMeasured(profile)) return why(profile);
  const rows = (items: { name: string; ms: number; share: number }[]) => items.map((i) => [`\`${i.name}\``, `${i.ms}`, `${i.share} %`]);
  const memory = profile.memory;
  const heap = memory
    ? ` After the load it was resident at ${memory.rssMiB ?? '?'} MiB; its V8 heap after the last of ${memory.fullGcs} full GCs held ${memory.liveHeapMiB ?? '?'} MB live of ${memory.committedHeapMiB ?? '?'} MB committed (\`--trace-gc\`).`
    : '';
  return `Busy ${profile.busyMs} ms of ${profile.seconds} s under load.${heap} By package:

${table(['where', 'self ms', 'share'], rows(profile.buckets))}

By function:

${table(['function', 'self ms', 'share'], rows(profile.functions))}`;
}

function loadSection(result: BenchResult): string {
  const load = result.load;
  if (isNotMeasured(load)) return `## 1. Gateway overhead\n\n${why(load)}\n`;
  const employees = load.comparisons.find((c) => c.name === 'employeesPage');
  const calls = table(
    ['GraphQL request', 'upstream calls', 'what it asked'],
    load.upstreamCalls.map((u) => (isNotMeasured(u.calls) ? [u.query, why(u.calls), ''] : [u.query, String(u.calls.count), u.calls.requests.map((r) => `\`${r}\``).join('<br>')])),
  );
  return `## 1. Gateway overhead

autocannon, ${load.connections} connections, a ${load.warmupS} s warm-up of each side, then ${load.durationS} s each, taken in 3 alternating
turns (direct, gateway, direct, …) so that other work on the machine weighs on both alike, same data
(${load.employees.toLocaleString('en')} employees), same Admin token. "/s" counts completed units: one request, or for the REST employees
page the four requests a REST client makes (the page of 50, then departments, positions and grades \`/all\` to resolve names),
timed together from the first request to the last answer.${employees?.sameNames === undefined ? '' : ` The REST join and the GraphQL answer show ${employees.sameNames ? 'the same' : 'DIFFERENT'} names.`}

${comparisonTable(load.comparisons)}

At one connection (no queueing: the gateway's own cost per request):

${comparisonTable(load.unloaded)}

CPU during each measured run, in % of one core (${result.machine.cores * 100} % = the whole machine; "others" is work on the machine that
is not the bench's), the CPU time each server spent per completed unit (ms), and the servers' resident size right after the comparison:

${cpuTable([...load.comparisons, ...load.unloaded.map((c) => ({ ...c, label: `${c.label} (1 connection)` }))])}

Where the gateway's CPU goes under load (V8 CPU profile of a second gateway loaded with the two grades queries, self time):

${profileSection(load.gatewayProfile)}

Upstream calls of one GraphQL request (counted by a proxy between a second gateway and the rest-api, by \`x-request-id\`):

${calls}
`;
}

/** A short name of a SELECT: `count(*) from employees`, `rows from employees` (first table named after FROM). */
function statementLabel(sql: string): string {
  const from = /\bfrom\s+"?([\w.]+)"?/i.exec(sql)?.[1] ?? '?';
  return `${/^\s*select\s+count\(/i.test(sql) ? 'count(*)' : 'rows'} from ${from}${/\bwhere\b/i.test(sql) ? ' where …' : ''}`;
}

function scaleSection(scale: Maybe<ScaleSection>): string {
  if (isNotMeasured(scale)) return `## 2. Scale (list queries on PostgreSQL)\n\n${why(scale)}\n`;
  const measured = scale.sizes.filter((s) => !isNotMeasured(s.operations));
  const names = measured[0] && !isNotMeasured(measured[0].operations) ? measured[0].operations.map((o) => o.name) : [];
  const first = measured[0];
  const last = measured[measured.length - 1];
  const find = (size: typeof first, name: string) => (!size || isNotMeasured(size.operations) ? undefined : size.operations.find((o) => o.name === name));
  const rows = names.map((name) => [
    name,
    ...measured.map((size) => {
      const op = find(size, name);
      return op ? `${op.p50Ms} / ${op.p95Ms}` : '–';
    }),
    String(ratio(find(last, name)?.p95Ms, find(first, name)?.p95Ms) ?? '–'),
  ]);
  const missing = scale.sizes.filter((s) => isNotMeasured(s.operations)).map((s) => `- ${s.rows.toLocaleString('en')}: ${why(s.operations as { notMeasured: string })}`);
  const explains = scale.explains.map((e) => {
    if (isNotMeasured(e.statements)) return `#### ${e.operation}\n\n${why(e.statements)}\n`;
    const statements = e.statements.map(
      (s) =>
        `**${s.plainMs} ms** (EXPLAIN ANALYZE: ${s.executionMs} ms): \`${clip(s.sql.replace(/\s+/g, ' '), 400)}\` with \`${clip(JSON.stringify(s.params), 160)}\`\n\n\`\`\`\n${s.plan
          .split('\n')
          .map((line) => clip(line, 240))
          .join('\n')}\n\`\`\``,
    );
    return `#### ${e.operation} at ${e.rows.toLocaleString('en')} rows\n\n${statements.join('\n\n')}\n`;
  });
  return `## 2. Scale (list queries on PostgreSQL)

Directly on the rest-api, one request at a time, ${last && !isNotMeasured(last.operations) ? (last.operations[0]?.samples ?? '?') : '?'} timed requests per operation after 3 untimed;
taken in rounds (each operation once in turn); \`GET /setup/{resource}/?limit=10&…\`; p50 / p95 in ms. Rows generated by one
\`INSERT … SELECT generate_series\` per resource and size (${scale.sizes
    .map(
      (s) =>
        `${s.rows.toLocaleString('en')}: ${Object.entries(s.generateS)
          .map(([name, seconds]) => `${name} in ${seconds} s`)
          .join(', ')}`,
    )
    .join('; ')}), each followed by \`VACUUM (ANALYZE)\`.

${table(['operation', ...measured.map((s) => `${s.rows.toLocaleString('en')} p50 / p95`), `p95 ${last?.rows.toLocaleString('en')} ÷ ${first?.rows.toLocaleString('en')}`], rows)}

Other work on the machine while each size was timed (% of one core): ${scale.sizes.map((s) => `${s.rows.toLocaleString('en')}: ${s.othersPct ?? '?'}`).join(', ')}.
${missing.length ? `\n${missing.join('\n')}\n` : ''}
### The SQL behind each operation, with EXPLAIN (ANALYZE, BUFFERS)

Captured on the wire between a second rest-api and PostgreSQL, then run again with the same parameters: the
statement's own time (median of 3, as the client sees it), and its plan from \`EXPLAIN (ANALYZE, BUFFERS)\`.

${table(
  ['operation', ...[...new Set(scale.explains.flatMap((e) => (isNotMeasured(e.statements) ? [] : e.statements.map((_, i) => `statement ${i + 1}`))))]],
  scale.explains.map((e) => [e.operation, ...(isNotMeasured(e.statements) ? [why(e.statements)] : e.statements.map((s) => `${s.plainMs} ms: ${statementLabel(s.sql)}`))]),
)}

<details><summary>Plans</summary>

${explains.join('\n')}
</details>
`;
}

function webSection(web: Maybe<WebSection>): string {
  if (isNotMeasured(web)) return `## 3. Web\n\n${why(web)}\n`;
  const visit = (label: string, v: WebSection['login']) =>
    isNotMeasured(v)
      ? `${label}: ${why(v)}`
      : `${label}: **${kB(v.gzipBytes)} gzip** in ${v.files.length} files\n\n${table(
          ['file', 'bytes', 'gzip'],
          v.files.map((f) => [`\`${f.url}\``, kB(f.bytes), kB(f.gzipBytes)]),
        )}`;
  const composition = isNotMeasured(web.entryComposition)
    ? why(web.entryComposition)
    : `Entry chunk \`${web.entryComposition.entry}\` (${kB(web.entryComposition.bytes)} minified) by package, from its source map:\n\n${table(
        ['package', 'minified', 'share'],
        web.entryComposition.packages.slice(0, 12).map((p) => [p.name, kB(p.bytes), `${Math.round((p.bytes / (web.entryComposition as { bytes: number }).bytes) * 100)} %`]),
      )}`;
  const lighthouse = table(
    ['page', 'setting', 'performance', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS'],
    web.lighthouse.map((l) =>
      isNotMeasured(l)
        ? ['/account/login', why(l), '', '', '', '', '']
        : [l.url, l.formFactor, String(l.performance), String(l.lcpMs), String(l.fcpMs), String(l.tbtMs), String(l.cls)],
    ),
  );
  const findings = web.lighthouse.flatMap((l) =>
    isNotMeasured(l)
      ? []
      : [
          `${l.formFactor}: LCP element \`${clip(l.lcpElement ?? '?', 120)}\`; ${l.findings.map((f) => `${f.title}${f.detail ? ` (${f.detail})` : ''}: ~${f.savingsMs} ms`).join('; ') || 'no failed audit with savings'}.`,
        ],
  );
  return `## 3. Web

Production build (\`vite build\`, ${web.buildS} s) served by \`vite preview\`, loaded in Chromium with an empty cache; gzip sizes of every
JavaScript response (zlib level 6; 1 kB = 1000 bytes).

${visit('First visit to `/account/login`', web.login)}

${visit('Signed-in first visit to `/setup/grades` (shell + Grades list)', web.shellAndGrades)}

${composition}

Lighthouse 12 on the login page (mobile is Lighthouse's default: simulated slow 4G and 4× CPU slowdown; median of 3 runs; desktop once for reference):

${lighthouse}

What Lighthouse says costs time (failed audits, its own estimate of the LCP/FCP saving):

${findings.map((f) => `- ${f}`).join('\n')}
`;
}

function memorySection(result: BenchResult): string {
  const memory = result.memory;
  if (isNotMeasured(memory)) return `## 4. Memory\n\n${why(memory)}\n`;
  const rss = (moment: Maybe<Record<string, number | null>>, name: string) => (isNotMeasured(moment) ? why(moment) : moment[name] == null ? '–' : `${moment[name]} MiB`);
  return `## 4. Memory

Resident size (VmRSS of /proc/<pid>/status) of the measured processes.

${table(
  ['process', 'idle (after start)', 'right after the load runs', 'after the scale part'],
  [
    ['gateway', rss(memory.idle, 'gateway'), rss(memory.afterLoad, 'gateway'), rss(memory.afterScale, 'gateway')],
    ['rest-api', rss(memory.idle, 'restApi'), rss(memory.afterLoad, 'restApi'), rss(memory.afterScale, 'restApi')],
  ],
)}
`;
}

function exportsSection(result: BenchResult): string {
  const section = result.exports;
  if (section === undefined) return `## 5. Exports\n\nnot measured: the export part did not run\n`;
  if (isNotMeasured(section)) return `## 5. Exports\n\n${why(section)}\n`;
  const rows = section.sizes.flatMap((size) =>
    size.runs.map((run) =>
      'notMeasured' in run
        ? [size.rows.toLocaleString('en'), run.format.toUpperCase(), why(run), '', '', '', '']
        : [
            run.rows.toLocaleString('en'),
            run.format.toUpperCase(),
            `${run.seconds}`,
            run.rowsPerSecond.toLocaleString('en'),
            `${run.megabytes}`,
            `${run.rssBeforeMiB} → ${run.rssPeakMiB}`,
            `+${run.rssGrowthMiB}`,
          ],
    ),
  );
  return `## 5. Exports

Every ${section.resource} row exported (\`GET /setup/${section.resource}/export\`, docs/exports.md) straight from the rest-api, the
body read as fast as it comes; the rest-api's resident size sampled every 100 ms during the download.

${table(['rows', 'format', 'seconds', 'rows/s', 'MB', 'rest-api RSS MiB', 'growth MiB'], rows)}
`;
}

function subscriptionsSection(result: BenchResult): string {
  const section = result.subscriptions;
  if (section === undefined) return `## 6. Live subscriptions\n\nnot measured: the subscriptions part did not run\n`;
  if (isNotMeasured(section)) return `## 6. Live subscriptions\n\n${why(section)}\n`;
  const rows = section.steps.map((step) => [
    step.subscriptions.toLocaleString('en'),
    step.sessions.toLocaleString('en'),
    `${step.readP50Ms}`,
    `${step.readP95Ms}`,
    `${step.readErrors}`,
    `${step.refused}`,
    `${step.gatewayRssMiB}`,
  ]);
  return `## 6. Live subscriptions

Open \`notificationAdded\` subscriptions (\`POST /graphql/stream\`, ${section.tabsPerSession} tabs per signed-in session) on one gateway
process, step by step; at each step 100 reads of the Grades page through the gateway, one at a time, and the gateway's VmRSS
(bench/subscriptions/subscriptions.ts). Held with the read's p95 under ${section.readP95LimitMs} ms: **${section.held.toLocaleString('en')}**${
    section.reachedLastStep ? ' (the last step measured: it holds more)' : ''
  }; memory per subscription: ${section.memoryPerSubscriptionKiB ?? '–'} KiB.

${table(['subscriptions', 'sessions', 'read p50 ms', 'read p95 ms', 'read errors', 'refused', 'gateway RSS MiB'], rows)}
`;
}

/** The Markdown summary of a run (bench/results/latest.md), with `analysis` (bench/analysis.md) at the end when given. */
export function renderSummary(result: BenchResult, analysis?: string): string {
  return `# Benchmark results

${result.full ? 'Full run' : 'Partial run'} of \`npm run bench\` started ${result.startedAt}, took ${Math.round(result.durationS / 6) / 10} min, on commit \`${result.commit}\`
(\`+\`: with uncommitted changes).

Machine: ${machineLine(result)}.
The load generator, the rest-api, the gateway and PostgreSQL share these cores.
${busyWarning(result)}
## Targets

${targetsTable(result)}

${loadSection(result)}
${scaleSection(result.scale)}
${webSection(result.web)}
${memorySection(result)}
${exportsSection(result)}
${subscriptionsSection(result)}${analysis ? `\n${analysis.trim()}\n` : ''}`;
}

/** The README's Performance block: when and where the latest run was made, and the targets table. */
export function renderReadmeSection(result: BenchResult): string {
  return `Latest full run: ${result.startedAt.slice(0, 10)}, ${Math.round(result.durationS / 6) / 10} min, on ${machineLine(result)}.
Details, plans and analysis: [bench/results/latest.md](bench/results/latest.md).

${targetsTable(result)}
`;
}
