// The command line of `npm run bench` (scripts/bench.ts), read in one place so it can be tested.
import { parseArgs } from 'node:util';
import { benchBrowserKind, type BenchBrowserKind } from './bench-browser.ts';

const LABEL = /^[a-z0-9][a-z0-9-]*$/;

/**
 * --runs N (median of N, default 3), --port P (default 4180), --only <template>, --skip-build,
 * --skip-interactions (Lighthouse only), --dist DIR (bench another build directory as it is: never
 * rebuilt, since a build writes dist/), --browser pinned|debian (./bench-browser.ts; Debian's figures go to
 * bench/results-debian.json, beside the pinned one's in docs/performance.md), --label NAME (write
 * bench/results-NAME.json and leave the project's figures and docs/performance.md alone).
 */
export interface BenchOptions {
  browser: BenchBrowserKind;
  runs: number;
  port: number;
  only: string | undefined;
  dist: string;
  build: boolean;
  interactions: boolean;
  resultsFile: string;
  writeTable: boolean;
}

export function benchOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '4180' },
      only: { type: 'string' },
      dist: { type: 'string', default: 'dist' },
      label: { type: 'string' },
      browser: { type: 'string', default: 'pinned' },
      'skip-build': { type: 'boolean', default: false },
      'skip-interactions': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, not "${values.runs}"`);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port wants a port number, not "${values.port}"`);
  if (values.label !== undefined && !LABEL.test(values.label))
    throw new Error(`--label wants lower-case letters, digits and dashes, not "${values.label}"`);
  const browser = benchBrowserKind(values.browser);
  const dist = values.dist.replace(/\/+$/, '') || '.';
  return {
    browser,
    runs,
    port,
    only: values.only,
    dist,
    build: !values['skip-build'] && dist === 'dist',
    interactions: !values['skip-interactions'],
    resultsFile: values.label ? `bench/results-${values.label}.json` : resultsFileOf(browser),
    writeTable: values.label === undefined,
  };
}

/** Where a browser's project figures are kept: the pinned Chromium's in bench/results.json, another's beside it. */
export const resultsFileOf = (browser: BenchBrowserKind) =>
  browser === 'pinned' ? 'bench/results.json' : `bench/results-${browser}.json`;
