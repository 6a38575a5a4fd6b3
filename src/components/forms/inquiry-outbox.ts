// What each inquiry form has in flight, kept outside the form so closing the
// dialog or following a link while a message sends loses nothing: the draft
// comes back when the form opens again, and the outcome still arrives (in the
// form if it is open, else in the site-wide notice). Plain state, no form
// library, so the notice can read it without loading the form's code.
export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'error';
export type InquiryFormSource = 'contact-page' | 'conversation-modal';

/** How long the success message stays before the status clears (specification: 5 s). */
export const SUCCESS_MESSAGE_MS = 5000;

export type InquiryDraft = Record<string, string | boolean | undefined>;

interface Entry {
  status: SubmissionStatus;
  draft: InquiryDraft | undefined;
  /** The draft's idempotency key: made with the first attempt, kept through retries, gone with the draft. */
  key: string | undefined;
  /** Forms of this source on screen; the notice speaks only when there are none. */
  mounted: number;
}

const entries = new Map<InquiryFormSource, Entry>();
const listeners = new Set<() => void>();
const timers = new Map<InquiryFormSource, ReturnType<typeof setTimeout>>();

const idle: Entry = { status: 'idle', draft: undefined, key: undefined, mounted: 0 };

function update(source: InquiryFormSource, change: Partial<Entry>) {
  entries.set(source, { ...(entries.get(source) ?? idle), ...change });
  for (const listener of listeners) listener();
}

export const inquiryOutbox = {
  get: (source: InquiryFormSource): Entry => entries.get(source) ?? idle,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** A form on screen; returns its removal. */
  attach(source: InquiryFormSource) {
    update(source, { mounted: inquiryOutbox.get(source).mounted + 1 });
    return () => update(source, { mounted: Math.max(0, inquiryOutbox.get(source).mounted - 1) });
  },
  /** The key every attempt to send the current draft carries. */
  keyFor(source: InquiryFormSource): string {
    const entry = inquiryOutbox.get(source);
    if (entry.key) return entry.key;
    const key = crypto.randomUUID();
    entries.set(source, { ...entry, key });
    return key;
  },
  saveDraft(source: InquiryFormSource, draft: InquiryDraft) {
    entries.set(source, { ...inquiryOutbox.get(source), draft });
  },
  /** `shownFor`: how long a success stays before the status clears; an infinite one stays (a story's picture of it). */
  setStatus(source: InquiryFormSource, status: SubmissionStatus, shownFor = SUCCESS_MESSAGE_MS) {
    clearTimeout(timers.get(source));
    if (status === 'success') {
      // The words are delivered: the draft and its key go, and the thank-you clears after 5 s.
      update(source, { status, draft: undefined, key: undefined });
      if (Number.isFinite(shownFor)) {
        timers.set(
          source,
          setTimeout(() => update(source, { status: 'idle' }), shownFor),
        );
      }
      return;
    }
    update(source, { status });
  },
};

/** The draft's entries where the visitor wrote something, laid over the form's starting values. */
export function withDraft<T extends object>(values: T, draft: InquiryDraft | undefined): T {
  if (!draft) return values;
  const kept = Object.entries(draft).filter(([, value]) =>
    typeof value === 'string' ? value.trim() !== '' : value === true,
  );
  return { ...values, ...Object.fromEntries(kept) };
}
