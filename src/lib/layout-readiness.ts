// <html data-layout> says whether the page's layout is final: "settled" once
// the app has hydrated and no deferred section that has started loading is
// still loading or mounting, "pending" before. Sections that wait for the
// visitor to come near (src/lib/react/lazy-section.ts) are listed by id in
// <html data-deferred> until they start; their prerendered HTML holds the
// space they take. Screenshot tests (and anyone measuring layout shift) wait
// for these signals instead of for time, and bring the deferred ones in.
let hydrated = false;
let pendingSections = 0;
const deferred = new Set<string>();

function publish() {
  const root = document.documentElement;
  root.dataset.layout = hydrated && pendingSections === 0 ? 'settled' : 'pending';
  if (deferred.size > 0) root.dataset.deferred = [...deferred].join(' ');
  else delete root.dataset.deferred;
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

/** Lists a section that waits for the visitor; the returned start takes it off the list and holds the layout. */
export function deferSection(id: string): () => () => void {
  deferred.add(id);
  publish();
  return () => {
    deferred.delete(id);
    return holdLayout();
  };
}
