// Runs a command and reports its wall time and the CPU-seconds the machine spent meanwhile (/proc/stat), so a
// suite's cost can be compared across changes on machines of one size: `npm run measure -- npm test`.
// The figures go to standard error (and, with MEASURE_RUN_FILE set, as a JSON line appended to that file: the
// project's record is bench/suite-runs.jsonl, shown in docs/performance.md by `npm run bench:table`).
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { cpuUse, parseProcStat } from './measure/cpu-time.ts';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: npm run measure -- <command> [args...]');
  process.exit(2);
}
/** The checkout's commit (short), or undefined outside a git checkout. */
function commitOf() {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : undefined;
}
const readStat = () => parseProcStat(readFileSync('/proc/stat', 'utf8'));

const before = readStat();
const started = performance.now();
const run = spawnSync(command[0]!, command.slice(1), { stdio: 'inherit' });
const wallSeconds = (performance.now() - started) / 1000;
const use = cpuUse(before, readStat());

const result = {
  command: command.join(' '),
  exitCode: run.status,
  wallSeconds: Math.round(wallSeconds),
  cpuSeconds: Math.round(use.cpuSeconds),
  stealSeconds: Math.round(use.stealSeconds),
  cores: availableParallelism(),
  busyPercent: Math.round(use.busyShare * 100),
  // Which tree and when, for the table of recorded runs (scripts/measure/suite-runs.ts).
  commit: commitOf(),
  finishedAt: new Date().toISOString(),
};
const minutes = `${Math.floor(result.wallSeconds / 60)}m${String(result.wallSeconds % 60).padStart(2, '0')}`;
console.error(
  `[measure] ${result.command}: exit ${result.exitCode}, ${minutes} wall, ${result.cpuSeconds} CPU-seconds ` +
    `(${result.cores} cores ${result.busyPercent}% busy, ${result.stealSeconds} s steal)`,
);
if (process.env.MEASURE_RUN_FILE) appendFileSync(process.env.MEASURE_RUN_FILE, `${JSON.stringify(result)}\n`);
process.exit(run.status ?? 1);
