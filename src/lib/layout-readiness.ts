// <html data-layout> says whether the page's layout is final: "settled" once
// the app has hydrated and no deferred section is still loading or mounting,
// "pending" before. Screenshot tests (and anyone measuring layout shift) wait
// for it instead of for time.
let hydrated = false;
let pendingSections = 0;

function publish() {
  document.documentElement.dataset.layout = hydrated && pendingSections === 0 ? 'settled' : 'pending';
}

export function markHydrated() {
  hydrated = true;
  publish();
}

/** Holds the layout open until the returned release is called (safe to call twice). */
export function holdLayout(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  pendingSections += 1;
  publish();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    pendingSections -= 1;
    publish();
  };
}
