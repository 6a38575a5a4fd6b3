// Two or more builds of the site measured side by side in one run, for a change whose cost must be
// shown on the same machine under the same load: `npm run bench:compare -- --build before=DIR
// --build after=DIR [--runs 5] [--only home] [--port 4190] [--browser pinned|debian] [--cpu 6] [--out FILE]`. Each build is served from
// its own port; every round measures each build once, in alternating order (A B, then B A), so load
// from other work on the machine falls on all of them alike. Per run: Lighthouse's mobile preset through
// Lighthouse CI (scripts/bench/lighthouse-ci.ts)
// (TBT, its benchmark index, navigation CLS), the interactions of scripts/bench/interactions.ts
// (INP of the desktop menu, the mobile menu and the dialog on a CPU slowed 4x) and the whole-visit
// CLS of scripts/bench/whole-visit-cls.ts. Prints the median of each figure per build, with the middle half
// of its samples beside it. `--skip-lighthouse` leaves out the Lighthouse figures, for more rounds of the
// interactions in the same time; `--skip-interactions` leaves out the rest, for Lighthouse alone. `--browser debian`
// measures in Debian's Chromium (./bench-browser.ts); `--cpu N` runs Lighthouse's mobile preset with the CPU slowed
// N times instead of 4. The results go to --out, by default bench/compare-<template>-<browser>[-cpuN].json, which
// docs/performance.md shows (`npm run bench:table`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../pinned-chromium.ts';
import { templateSamples } from '../../src/app/route-table.ts';
import { pagePath } from '../../src/lib/seo/url.ts';
import { benchBrowser, benchBrowserKind } from './bench-browser.ts';
import { firstLoad } from './first-load.ts';
import { measureInteractions } from './interactions.ts';
import { collect, type BenchBrowser } from './lighthouse-ci.ts';
import { median, summarise, type LighthouseSummary } from './lighthouse-summary.ts';
import type { Comparison } from './performance-table.ts';
import { startSiteServer } from './site-server.ts';
import { measureWholeVisitCls } from './whole-visit-cls.ts';

const { values } = parseArgs({
  strict: true,
  options: {
    build: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
    only: { type: 'string', default: 'home' },
    port: { type: 'string', default: '4190' },
    out: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-interactions': { type: 'boolean', default: false },
    browser: { type: 'string', default: 'pinned' },
    cpu: { type: 'string' },
  },
});
const builds: Build[] = (values.build ?? []).map((spec) => {
  const [name, dir] = spec.split('=');
  if (!name || !dir) throw new Error(`--build wants NAME=DIR, not "${spec}"`);
  return { name, dir: dir.replace(/\/+$/, '') };
});
if (builds.length < 2) throw new Error('Give at least two builds: --build before=DIR --build after=DIR');
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1`);
const route = templateSamples().find((sample) => sample.template === values.only);
if (!route) throw new Error(`No template named "${values.only}"`);
const path = pagePath(route.path);

const browserKind = benchBrowserKind(values.browser);
const browser: BenchBrowser = benchBrowser(browserKind);
const cpuSlowdown = values.cpu === undefined ? undefined : Number(values.cpu);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`--cpu wants a slowdown of at least 1, not "${values.cpu}"`);
const out =
  values.out ?? `bench/compare-${values.only}-${browserKind}${cpuSlowdown === undefined ? '' : `-cpu${cpuSlowdown}`}.json`;

interface Build {
  name: string;
  dir: string;
}
/** One run over one build; the Lighthouse figures are absent with --skip-lighthouse, the rest with --skip-interactions. */
interface Sample {
  mobileTbtMs?: number;
  mobileTbtScaledMs?: number;
  benchmarkIndex?: number;
  mobileNavigationCls?: number;
  mobileLcpMs?: number;
  inpDesktopMenuMs?: number;
  inpMobileMenuMs?: number;
  inpDialogMs?: number;
  wholeVisitCls?: number;
  longTaskBlockingMs?: number;
  jsBeforeInteraction: number;
}

/** The figures compared, in the order printed. */
const FIGURES: [keyof Sample, string][] = [
  ['mobileTbtMs', 'mobile TBT ms (Lighthouse)'],
  ['mobileTbtScaledMs', 'mobile TBT@2000 ms'],
  ['benchmarkIndex', 'benchmark index'],
  ['mobileNavigationCls', 'mobile navigation CLS (Lighthouse)'],
  ['mobileLcpMs', 'mobile LCP ms (Lighthouse)'],
  ['inpDesktopMenuMs', 'INP desktop (main) menu ms'],
  ['inpMobileMenuMs', 'INP mobile menu ms'],
  ['inpDialogMs', 'INP dialog ms'],
  ['wholeVisitCls', 'whole-visit CLS (wheel, 1440 px)'],
  ['longTaskBlockingMs', 'blocking ms after load'],
  ['jsBeforeInteraction', 'JS before interaction (brotli bytes)'],
];

const skipLighthouse = values['skip-lighthouse'];
const skipInteractions = values['skip-interactions'];
if (skipLighthouse && skipInteractions) throw new Error('--skip-lighthouse and --skip-interactions leave nothing to measure');

async function measure(build: Build, origin: string): Promise<Sample> {
  const url = origin + path;
  const [lhr] = skipLighthouse ? [] : (collect(browser, [url], 1, 'mobile', cpuSlowdown).get(url) ?? []);
  if (!skipLighthouse && !lhr) throw new Error(`Lighthouse CI kept no run of ${url}`);
  const lighthouse: Partial<LighthouseSummary> = lhr ? summarise(lhr) : {};
  const lighthouseFigures = {
    mobileTbtMs: lighthouse.tbtMs,
    mobileTbtScaledMs: lighthouse.tbtScaledMs,
    benchmarkIndex: lighthouse.benchmarkIndex,
    mobileNavigationCls: lighthouse.cls,
    mobileLcpMs: lighthouse.lcpMs,
    jsBeforeInteraction: firstLoad(build.dir, path).jsBytes,
  };
  if (skipInteractions) return lighthouseFigures;
  // A browser of its own for every run: one that dies under the load of a shared machine takes one run with it.
  const playwrightBrowser = await chromium.launch({
    executablePath: browser.executablePath,
    env: browser.env,
    args: chromiumFlags,
  });
  try {
    const interactions = await measureInteractions(playwrightBrowser, url);
    const wholeVisitCls = await measureWholeVisitCls(playwrightBrowser, url);
    return {
      ...lighthouseFigures,
      inpDesktopMenuMs: interactions.inpDesktopMenuMs,
      inpMobileMenuMs: interactions.inpMobileMenuMs,
      inpDialogMs: interactions.inpDialogMs,
      wholeVisitCls,
      longTaskBlockingMs: interactions.longTaskBlockingMs,
    };
  } finally {
    await playwrightBrowser.close().catch(() => undefined);
  }
}

const measured = (build: Build, key: keyof Sample): number[] =>
  (samples.get(build.name) ?? []).map((sample) => sample[key]).filter((value) => value !== undefined);
const figuresMeasured = () => FIGURES.filter(([key]) => builds.some((build) => measured(build, key).length > 0));

const medians = () =>
  figuresMeasured().map(([key, label]) => ({
    figure: label,
    ...Object.fromEntries(builds.map((build) => [build.name, median(measured(build, key))])),
  }));

/** The value below which a share `q` of the samples lie (nearest rank). */
const quantile = (values: readonly number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];

/** Each build's median with the middle half of its samples, e.g. "64 (56-80)": how far apart medians must be to count. */
const spreads = () =>
  figuresMeasured().map(([key, label]) => ({
    figure: label,
    ...Object.fromEntries(
      builds.map((build) => {
        const values = measured(build, key);
        return [build.name, `${median(values)} (${quantile(values, 0.25)}-${quantile(values, 0.75)})`];
      }),
    ),
  }));

const chromiumVersion = execFileSync(browser.executablePath, ['--version'], { env: browser.env }).toString().trim();

/** Written after every round, so a run cut short still leaves what it measured (./performance-table.ts reads it). */
function writeOut(roundsDone: number) {
  const output: Comparison & { samples: Record<string, Sample[]> } = {
    measuredAt: new Date().toISOString(),
    template: values.only,
    path,
    browser: browserKind,
    chromium: chromiumVersion,
    cpuSlowdown: cpuSlowdown ?? 4,
    runs: roundsDone,
    builds,
    medians: medians(),
    spreads: spreads(),
    samples: Object.fromEntries(samples),
  };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(output, null, 2)}\n`);
}

const basePort = Number(values.port);
const servers: Awaited<ReturnType<typeof startSiteServer>>[] = [];
const samples = new Map<string, Sample[]>(builds.map((build) => [build.name, []]));
try {
  for (const [index, build] of builds.entries()) servers.push(await startSiteServer(build.dir, basePort + index));
  for (let round = 0; round < runs; round += 1) {
    const order = builds.map((build, index) => ({ build, port: basePort + index }));
    if (round % 2 === 1) order.reverse();
    for (const { build, port } of order) {
      const origin = `http://127.0.0.1:${port}`;
      let sample: Sample | undefined;
      for (let attempt = 1; !sample; attempt += 1) {
        try {
          sample = await measure(build, origin);
        } catch (error) {
          if (attempt === 3) throw error;
          const message = error instanceof Error ? error.message : String(error);
          console.error(`round ${round + 1} ${build.name} failed (${message.split('\n')[0]}), measuring again`);
        }
      }
      samples.get(build.name)?.push(sample);
      console.error(`round ${round + 1}/${runs} ${build.name}: ${JSON.stringify(sample)}`);
    }
    writeOut(round + 1);
  }
} finally {
  for (const server of servers) server.kill();
}

console.log(`${path}, medians (and the middle half of the samples) of ${runs} interleaved run(s) per build`);
console.table(spreads());
console.log(`Wrote ${out}`);
