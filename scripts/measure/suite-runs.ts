// The suite's measured runs (`npm run measure -- <command>` with MEASURE_RUN_FILE=bench/suite-runs.jsonl): one JSON
// line per run, and the section of docs/performance.md that shows them, with the slowest shard of each cut.
import { existsSync, readFileSync } from 'node:fs';

export const SUITE_RUNS_FILE = 'bench/suite-runs.jsonl';

/** What scripts/measure-run.ts appends for one run. */
export interface SuiteRun {
  command: string;
  exitCode: number | null;
  wallSeconds: number;
  cpuSeconds: number;
  stealSeconds: number;
  cores: number;
  busyPercent: number;
  /** The checkout's commit (short), when it was a git checkout. */
  commit?: string;
  /** When the run ended (ISO). */
  finishedAt?: string;
}

export function readSuiteRuns(path = SUITE_RUNS_FILE): SuiteRun[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SuiteRun);
}

export const minutes = (seconds: number) => `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}`;

/** `k/N` of a shard's command (`npm run test:shard -- 2/5`), or the whole part's name (`hosts`). */
const partOf = (command: string) => /test:shard -- (\S+)$/.exec(command)?.[1];

/** For each commit and shard count N: the slowest of its shards and of its whole parts, when all N shards ran. */
function cutSummaries(runs: SuiteRun[]): string[] {
  const commits = [...new Set(runs.map((run) => run.commit ?? 'unknown'))];
  return commits.flatMap((commit) => {
    const ofCommit = runs.filter((run) => (run.commit ?? 'unknown') === commit);
    const shards = ofCommit.flatMap((run) => {
      const match = /^(\d+)\/(\d+)$/.exec(partOf(run.command) ?? '');
      return match ? [{ run, k: Number(match[1]), n: Number(match[2]) }] : [];
    });
    const wholes = ofCommit.filter((run) => ['hosts', 'engines', 'screen-reader'].includes(partOf(run.command) ?? ''));
    return [...new Set(shards.map(({ n }) => n))].flatMap((n) => {
      const cut = shards.filter((shard) => shard.n === n);
      if (new Set(cut.map(({ k }) => k)).size < n) return [];
      const slowest = cut.reduce((a, b) => (b.run.wallSeconds > a.run.wallSeconds ? b : a));
      const slowestWhole = wholes.reduce<SuiteRun | undefined>(
        (a, b) => (!a || b.wallSeconds > a.wallSeconds ? b : a),
        undefined,
      );
      const failed = cut.filter(({ run }) => run.exitCode !== 0).map(({ k }) => `${k}/${n}`);
      return [
        `- \`${commit}\`, ${n} shards one after another: the slowest took ${minutes(slowest.run.wallSeconds)} ` +
          `(${slowest.k}/${n}), all ${n} ${minutes(cut.reduce((sum, { run }) => sum + run.wallSeconds, 0))}` +
          (slowestWhole
            ? `; of the parts run whole, ${partOf(slowestWhole.command)} ${minutes(slowestWhole.wallSeconds)}`
            : '') +
          (failed.length > 0 ? `; failed: ${failed.join(', ')}` : '') +
          '.',
      ];
    });
  });
}

/** The section of docs/performance.md: every recorded run, then the slowest shard of each complete cut. */
export function suiteRunsSection(runs: SuiteRun[]): string[] {
  if (runs.length === 0) return [];
  const header = ['finished (UTC)', 'commit', 'command', 'exit', 'wall', 'CPU-seconds', 'cores, busy'];
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const summaries = cutSummaries(runs);
  return [
    '## Suite runs',
    '',
    `Clean clones on this project's machines, one run after another (\`MEASURE_RUN_FILE=${SUITE_RUNS_FILE} npm run ` +
      'measure -- <command>`: wall time and the busy CPU-seconds of the whole machine from /proc/stat).',
    '',
    line(header),
    line(header.map(() => '---')),
    ...runs.map((run) =>
      line([
        run.finishedAt ? run.finishedAt.slice(0, 16).replace('T', ' ') : 'n/a',
        run.commit ? `\`${run.commit}\`` : 'n/a',
        `\`${run.command}\``,
        String(run.exitCode),
        minutes(run.wallSeconds),
        String(run.cpuSeconds),
        `${run.cores}, ${run.busyPercent}%`,
      ]),
    ),
    '',
    ...(summaries.length > 0 ? [...summaries, ''] : []),
  ];
}
