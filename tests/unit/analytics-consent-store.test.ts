import { describe, expect, it, vi } from 'vitest';
import { CONSENT_ASKED_KEY, CONSENT_STORAGE_KEY, createConsentStore } from '@/lib/analytics/consent-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('consent store', () => {
  it('asks a first-time visitor, and analytics may not run until they answer', () => {
    const store = createConsentStore({ storage: () => memoryStorage(), privacySignal: () => false });
    expect(store.state()).toBe('unset');
    expect(store.needsPrompt()).toBe(true);
  });

  it('stores the answer, stops asking and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage: () => storage, privacySignal: () => false });
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose('granted');
    expect(storage.items.get(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(store.state()).toBe('granted');
    expect(store.needsPrompt()).toBe(false);
    expect(listener).toHaveBeenLastCalledWith('granted');
    store.choose('denied');
    expect(store.state()).toBe('denied');
    expect(listener).toHaveBeenLastCalledWith('denied');
  });

  it('reads an earlier visit’s answer and ignores anything else under the key', () => {
    const earlier = createConsentStore({
      storage: () => memoryStorage({ [CONSENT_STORAGE_KEY]: 'denied' }),
      privacySignal: () => false,
    });
    expect(earlier.state()).toBe('denied');
    const garbled = createConsentStore({
      storage: () => memoryStorage({ [CONSENT_STORAGE_KEY]: 'yes please' }),
      privacySignal: () => false,
    });
    expect(garbled.state()).toBe('unset');
  });

  it('treats Global Privacy Control as a standing no: no prompt, and a stored yes does not override it', () => {
    const store = createConsentStore({
      storage: () => memoryStorage({ [CONSENT_STORAGE_KEY]: 'granted' }),
      privacySignal: () => true,
    });
    expect(store.needsPrompt()).toBe(false);
    expect(store.state()).toBe('denied');
    expect(store.storedChoice()).toBe('granted');
  });

  it('keeps the answer for the visit when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = createConsentStore({ storage: () => blocked, privacySignal: () => false });
    expect(store.state()).toBe('unset');
    store.choose('denied');
    expect(store.state()).toBe('denied');
  });

  it('has nothing to read on the server', () => {
    const store = createConsentStore({ storage: () => null, privacySignal: () => false });
    expect(store.state()).toBe('unset');
  });

  it('asks once a visit: a question left unanswered is not put again on the next page, and comes back next visit', () => {
    const local = memoryStorage();
    const visit = memoryStorage();
    const page = () => createConsentStore({ storage: () => local, session: () => visit, privacySignal: () => false });
    const first = page();
    expect(first.needsPromptOnThisPage()).toBe(true);
    first.markAsked();
    expect(visit.items.get(CONSENT_ASKED_KEY)).toBe('true');
    expect(first.needsPromptOnThisPage()).toBe(false);
    // The next page of the visit: still unanswered, but not asked again.
    const next = page();
    expect(next.state()).toBe('unset');
    expect(next.needsPrompt()).toBe(true);
    expect(next.needsPromptOnThisPage()).toBe(false);
    // A new visit (a new session) asks again.
    const later = createConsentStore({
      storage: () => local,
      session: () => memoryStorage(),
      privacySignal: () => false,
    });
    expect(later.needsPromptOnThisPage()).toBe(true);
  });

  it('asks once on a page whose session storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createConsentStore({
      storage: () => memoryStorage(),
      session: () => blocked,
      privacySignal: () => false,
    });
    expect(store.needsPromptOnThisPage()).toBe(true);
    store.markAsked();
    expect(store.needsPromptOnThisPage()).toBe(false);
  });
});
