// Firefox fails every module import still in flight when the visitor follows a link away from the page
// (NS_BINDING_ABORTED), before the next page arrives. A failed import is then an error in the console of a page the
// visitor is leaving. So every dynamic import of the app
// goes through here, and one that fails while the page is being left waits instead: the page is going, and if
// the visitor stays after all (a download, a cancelled load, the back-forward cache), it is tried again at their
// next press or key.

let leaving = false;
let inFlight = 0;
const markLeaving = () => {
  leaving = true;
};

/** Resolves when the visitor is evidently still on the page: the next press or key, or a return from the cache. */
function visitorStays(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'pageshow'] as const;
    const stay = () => {
      for (const name of events) window.removeEventListener(name, stay, true);
      leaving = false;
      resolve();
    };
    for (const name of events) window.addEventListener(name, stay, true);
  });
}

/** Runs a dynamic import; when it fails because the page is being left, waits for the visitor to stay. */
export async function importUnlessLeaving<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  // Listened to only while an import is in flight: a beforeunload listener keeps Firefox from putting the
  // page in its back-forward cache. A leave begun with no import in flight is not this import's concern.
  if (inFlight++ === 0) {
    leaving = false;
    window.addEventListener('beforeunload', markLeaving);
  }
  try {
    return await load();
  } catch (error) {
    if (!leaving) throw error;
  } finally {
    if (--inFlight === 0) window.removeEventListener('beforeunload', markLeaving);
  }
  await visitorStays();
  return importUnlessLeaving(load);
}
