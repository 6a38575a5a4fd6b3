// The page side of scripts/bench/paint-to-ready.ts, bundled on its own and added to the page before any of
// its scripts. From the first contentful paint it looks once a frame at the controls in the first viewport
// (./first-viewport-controls.ts) and notes when each is first ready, until every one is: the moment the
// page keeps what it looks like it promises. A frame is the finest step that matters: a press is handled
// between tasks, as frames are. It also notes what the paint-to-ready time is made of: when the app's
// entry module (the islands' runtime) was requested and had arrived, and when the page's islands were ready.
import { APP_ENTRY } from './app-entry';
import { controlName, firstViewportControls, readiness, type Readiness } from './first-viewport-controls';
import { pageReady } from './page-ready';

/** What the watcher reports, as `window.__paintToReady`; times on the page's clock (ms). */
export interface PaintToReadyRecord {
  fcp: number | null;
  /** The first frame at which every control in the first viewport acted on a press. */
  readyAt: number | null;
  /** The control ready last, and when. */
  last: { control: string; readyAt: number; was: Readiness } | null;
  /** How many controls the first viewport showed when it became ready. */
  controls: number;
  /** The controls not ready at the latest frame, and why (for a bench run that never gets ready). */
  waiting: string[];
  appRequestedAt: number | null;
  appArrivedAt: number | null;
  rootAwakeAt: number | null;
}

declare global {
  interface Window {
    __paintToReady: PaintToReadyRecord;
  }
}

const record: PaintToReadyRecord = {
  fcp: null,
  readyAt: null,
  last: null,
  controls: 0,
  waiting: [],
  appRequestedAt: null,
  appArrivedAt: null,
  rootAwakeAt: null,
};
window.__paintToReady = record;

/** The controls seen not ready, and why at the latest frame (to name the last one to become ready). */
const notReady = new Map<Element, Readiness>();

/** Notes when each control in the first viewport is ready, and the first frame at which all are. */
function lookAtControls(now: number) {
  const controls = firstViewportControls(document, { width: innerWidth, height: innerHeight });
  const waiting: string[] = [];
  for (const control of controls) {
    const why = readiness(control);
    if (why) {
      notReady.set(control, why);
      waiting.push(`${controlName(control)}: ${why}`);
    } else if (notReady.has(control)) {
      record.last = { control: controlName(control), readyAt: now, was: notReady.get(control) ?? null };
      notReady.delete(control);
    }
  }
  record.waiting = waiting;
  if (waiting.length > 0) return;
  record.readyAt = now;
  record.controls = controls.length;
}

// Once the controls are ready the watching goes on until the root wakes, with the app's request, so every
// template says when its app came, even one whose first viewport needed none of it.
function look() {
  const now = performance.now();
  if (record.readyAt === null) lookAtControls(now);
  const entry = performance.getEntriesByType('resource').find((resource) => APP_ENTRY.test(resource.name)) as
    | PerformanceResourceTiming
    | undefined;
  if (entry && entry.responseEnd > 0) {
    record.appRequestedAt = entry.startTime;
    record.appArrivedAt = entry.responseEnd;
  }
  // The page is awake when the islands hydrated with it are ready (./page-ready.ts).
  if (record.rootAwakeAt === null && pageReady()) record.rootAwakeAt = now;
  if (record.readyAt === null || record.rootAwakeAt === null) requestAnimationFrame(look);
}

new PerformanceObserver((list, observer) => {
  const fcp = list.getEntriesByName('first-contentful-paint')[0];
  if (!fcp) return;
  observer.disconnect();
  record.fcp = fcp.startTime;
  requestAnimationFrame(look);
}).observe({ type: 'paint', buffered: true });
