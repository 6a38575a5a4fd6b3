// The page side of scripts/bench/paint-to-ready.ts, bundled on its own and added to the page before any of
// its scripts. From the first contentful paint it looks once a frame at the controls in the first viewport
// (./first-viewport-controls.ts) and notes when each is first ready, until every one is: the moment the
// page keeps what it looks like it promises (a control that waits for the visitor's first act counts as kept: its
// code comes at that act). A frame is the finest step that matters: a press is handled between tasks, as frames
// are. It also notes what the paint-to-ready time is made of: when the islands' runtime was requested and had
// arrived, when React had, and when the page's islands were ready; and the visitor's first press (the bench's
// tap) and when its control answered it: changed what it says (its pressed state, its label, what it expands).
import { CONTROL, controlState } from '@/lib/early/press-contract';
import { HYDRATE_ROOT_CHUNK, INTER_LATIN_FACE, RUNTIME_ENTRY } from './runtime-entry';
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
  /** How many controls in the first viewport waited for the visitor's first act when it became ready. */
  waitingForVisitor: number;
  runtimeRequestedAt: number | null;
  runtimeArrivedAt: number | null;
  /** When Inter's Latin face had arrived: before the first paint, the text was never drawn in the fallback. */
  fontArrivedAt: number | null;
  islandsReadyAt: number | null;
  /** When React (the runtime's React root, imported when the first island starts) had arrived, if it came. */
  reactArrivedAt: number | null;
  /** The visitor's first press on a control, and the first frame at which the control answered it. */
  pressAt: number | null;
  answeredAt: number | null;
}

declare global {
  interface Window {
    __paintToReady: PaintToReadyRecord;
    /** The bench's binding (./paint-to-ready.ts), called once the page is ready. */
    __paintToReadyDone?: () => void;
  }
}

const record: PaintToReadyRecord = {
  fcp: null,
  readyAt: null,
  last: null,
  controls: 0,
  waiting: [],
  waitingForVisitor: 0,
  runtimeRequestedAt: null,
  runtimeArrivedAt: null,
  fontArrivedAt: null,
  islandsReadyAt: null,
  reactArrivedAt: null,
  pressAt: null,
  answeredAt: null,
};
window.__paintToReady = record;

/** The controls seen not ready, and why at the latest frame (to name the last one to become ready). */
const notReady = new Map<Element, Readiness>();

/** Notes when each control in the first viewport is ready, and the first frame at which all are. */
function lookAtControls(now: number) {
  const controls = firstViewportControls(document, { width: innerWidth, height: innerHeight });
  const waiting: string[] = [];
  let waitingForVisitor = 0;
  for (const control of controls) {
    const why = readiness(control);
    if (why === 'waits for the visitor') waitingForVisitor += 1;
    else if (why) {
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
  record.waitingForVisitor = waitingForVisitor;
}

// Once the controls are ready the watching goes on until the islands are, with the runtime's request, so every
// template says when its runtime came, even one whose first viewport needed none of it.
function look() {
  const now = performance.now();
  if (record.readyAt === null) lookAtControls(now);
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const entry = resources.find((resource) => RUNTIME_ENTRY.test(resource.name));
  const font = resources.find((resource) => INTER_LATIN_FACE.test(resource.name));
  const react = resources.find((resource) => HYDRATE_ROOT_CHUNK.test(resource.name));
  if (react && react.responseEnd > 0) record.reactArrivedAt = react.responseEnd;
  if (font && font.responseEnd > 0) record.fontArrivedAt = font.responseEnd;
  if (entry && entry.responseEnd > 0) {
    record.runtimeRequestedAt = entry.startTime;
    record.runtimeArrivedAt = entry.responseEnd;
  }
  // The page is awake when the islands hydrated with it are ready (./page-ready.ts).
  if (record.islandsReadyAt === null && pageReady()) record.islandsReadyAt = now;
  if (record.readyAt === null || record.islandsReadyAt === null) requestAnimationFrame(look);
  // Told, not asked: a bench that polled the page would run script in it as a user gesture (Playwright's evaluation
  // does), which the browser counts as the visitor's act, and the islands that wait for one would start.
  else window.__paintToReadyDone?.();
}

/** Notes the visitor's first press on a control, and the first frame at which the control says something else. */
function watchFirstPress(event: Event) {
  const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (!control || record.pressAt !== null) return;
  record.pressAt = event.timeStamp;
  const before = controlState(control);
  const answered = () => {
    if (controlState(control) !== before) record.answeredAt = performance.now();
    else requestAnimationFrame(answered);
  };
  requestAnimationFrame(answered);
}
addEventListener('pointerdown', watchFirstPress, { capture: true, passive: true });

new PerformanceObserver((list, observer) => {
  const fcp = list.getEntriesByName('first-contentful-paint')[0];
  if (!fcp) return;
  observer.disconnect();
  record.fcp = fcp.startTime;
  requestAnimationFrame(look);
}).observe({ type: 'paint', buffered: true });
