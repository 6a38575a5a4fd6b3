// Paint-to-ready (issue 32): on a cold page as a mid-range phone opens it (the CPU slowed four times,
// the network at a phone's latency and bandwidth, the bench's mobile viewport), the time from the first
// contentful paint until every control in the first viewport acts on a press. What "acts on a press"
// means, and why, is in ./first-viewport-controls.ts; the watching is done in the page
// (./paint-to-ready-watch.ts), bundled with the press contract's own code as the page's start script is
// (scripts/inline-page-start.ts). Besides the figure, each run says what the wait was made of: when the islands'
// runtime was requested and had arrived after the paint, when React had (if an island came with the page), when the
// page's islands were ready, and which control was ready last. Controls whose island waits for the visitor's first
// act are not waited for: their code comes with that act. So each run then acts as the phone's visitor does, a tap
// on the theme toggle (in the header of every page), and says how long that first press took to be answered.
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { build, type Rollup } from 'vite';
import { viewports } from './interactions.ts';
import { slowAsAPhone } from './slow-as-a-phone.ts';
import type { PaintToReadyRecord } from './paint-to-ready-watch.ts';
import { medianSeen } from './spread.ts';

export const PHONE_VIEWPORT = viewports.mobile;
/** How long a page may take to get ready before the bench gives up on it and says what still waits. */
const READY_TIMEOUT_MS = 60_000;
/** The control the bench presses first: on every page, and an island's button (its press needs its code). */
export const FIRST_PRESS = '[data-slot="theme-toggle"]';

export interface PaintToReadySample {
  fcpMs: number;
  paintToReadyMs: number;
  /** From the first paint until the islands' runtime was requested, and until it had arrived. */
  runtimeRequestedMs: number | null;
  runtimeArrivedMs: number | null;
  /** From the first paint until Inter's Latin face had arrived: below 0, before the paint. */
  fontArrivedMs: number | null;
  /** From the first paint until the islands hydrated with the page were ready (./page-ready.ts). */
  islandsReadyMs: number | null;
  /** From the first paint until React had arrived; null when nothing brought it before the first press. */
  reactArrivedMs: number | null;
  /** How many of the first viewport's controls waited for the visitor's first act. */
  waitingForVisitor: number;
  /** From the visitor's first press (a tap on FIRST_PRESS once the page was ready) until the control answered. */
  pressToAnswerMs: number | null;
  /** How many controls the first viewport showed, and the one ready last with what it had waited for. */
  controls: number;
  lastControl: string | null;
  lastWaitedFor: string | null;
}

/** What the wait was made of over the runs: medians, ms after the first paint, and the controls ready last. */
export interface PaintToReadyParts {
  runtimeRequestedMs: number | null;
  runtimeArrivedMs: number | null;
  fontArrivedMs: number | null;
  islandsReadyMs: number | null;
  reactArrivedMs: number | null;
  pressToAnswerMs: number | null;
  readyLast: string[];
}

export function paintToReadyParts(samples: readonly PaintToReadySample[]): PaintToReadyParts {
  return {
    runtimeRequestedMs: medianSeen(samples.map((sample) => sample.runtimeRequestedMs)),
    runtimeArrivedMs: medianSeen(samples.map((sample) => sample.runtimeArrivedMs)),
    fontArrivedMs: medianSeen(samples.map((sample) => sample.fontArrivedMs)),
    islandsReadyMs: medianSeen(samples.map((sample) => sample.islandsReadyMs)),
    reactArrivedMs: medianSeen(samples.map((sample) => sample.reactArrivedMs)),
    pressToAnswerMs: medianSeen(samples.map((sample) => sample.pressToAnswerMs)),
    readyLast: [
      ...new Set(
        samples.map((sample) =>
          sample.lastControl === null ? 'none waited' : `${sample.lastControl}, ${sample.lastWaitedFor ?? 'ready'} before`,
        ),
      ),
    ],
  };
}

let watcher: Promise<string> | undefined;

/** The page-side watcher as one script (an IIFE), built once per bench. */
function watcherScript(): Promise<string> {
  return (watcher ??= build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
    build: {
      write: false,
      target: 'es2020',
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./paint-to-ready-watch.ts', import.meta.url)),
        formats: ['iife'],
        name: 'paintToReady',
      },
    },
  }).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
    const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
    if (!chunk) throw new Error('The paint-to-ready watcher built to nothing.');
    return chunk.code;
  }));
}

/** One cold run of the page at `url`. */
export async function measurePaintToReady(browser: Browser, url: string): Promise<PaintToReadySample> {
  // A page of its own context: nothing cached from another run.
  const page = await browser.newPage({ viewport: PHONE_VIEWPORT, hasTouch: true });
  try {
    await slowAsAPhone(page);
    // The page says when it is ready, through a binding: asking it (page.waitForFunction, page.evaluate) would run
    // script there as a user gesture, which the browser records as the visitor's act (navigator.userActivation), and
    // the islands that wait for the visitor's first act would start with no visitor (src/islands/hydrate.ts).
    let told = () => {};
    const done = new Promise<true>((resolve) => (told = () => resolve(true)));
    await page.exposeBinding('__paintToReadyDone', () => told());
    await page.addInitScript({ content: await watcherScript() });
    await page.goto(url, { waitUntil: 'commit' });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolveLate) => (timer = setTimeout(() => resolveLate(false), READY_TIMEOUT_MS)));
    const ready = await Promise.race([done, timedOut]);
    clearTimeout(timer);
    const seen: PaintToReadyRecord = await page.evaluate(() => window.__paintToReady);
    if (!ready || seen.fcp === null || seen.readyAt === null)
      throw new Error(
        `${url} was not ready ${READY_TIMEOUT_MS} ms after loading; ` +
          `waiting: ${seen.waiting.join(', ') || 'nothing, but the islands were never ready'}`,
      );
    // React's arrival is of the page only when it came before the visitor acted.
    const reactBeforePress = seen.reactArrivedAt;
    // The visitor's first press: a tap (a touch, then the click the browser makes of it), then its answer.
    const toggle = page.locator(FIRST_PRESS).first();
    const box = await toggle.boundingBox();
    if (!box) throw new Error(`${url} shows no ${FIRST_PRESS} to press`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const answered = await page
      .waitForFunction(() => window.__paintToReady.answeredAt !== null, undefined, { polling: 100, timeout: READY_TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );
    const record: PaintToReadyRecord = await page.evaluate(() => window.__paintToReady);
    if (!answered || record.pressAt === null || record.answeredAt === null)
      throw new Error(`${url}: the tap on ${FIRST_PRESS} was not answered within ${READY_TIMEOUT_MS} ms`);
    const fcp = seen.fcp;
    const afterPaint = (moment: number | null) => (moment === null ? null : Math.round(moment - fcp));
    return {
      fcpMs: Math.round(fcp),
      paintToReadyMs: Math.round(seen.readyAt - fcp),
      runtimeRequestedMs: afterPaint(record.runtimeRequestedAt),
      runtimeArrivedMs: afterPaint(record.runtimeArrivedAt),
      fontArrivedMs: afterPaint(record.fontArrivedAt),
      islandsReadyMs: afterPaint(record.islandsReadyAt),
      reactArrivedMs: afterPaint(reactBeforePress),
      waitingForVisitor: record.waitingForVisitor,
      pressToAnswerMs: Math.round(record.answeredAt - record.pressAt),
      controls: record.controls,
      lastControl: record.last?.control ?? null,
      lastWaitedFor: record.last?.was ?? null,
    };
  } finally {
    await page.close();
  }
}
