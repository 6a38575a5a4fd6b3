// Client state of lists fetched by key (the content service's posts by category, the blog API's news
// by tag): one reducer for the pending / fulfilled / rejected cycle of every fetch. The field that
// holds the lists keeps each service's own name (`postsByCategory`, `newsByTag`).

export type FetchState<Field extends string, Item> = Record<Field, Record<string, Item[]>> & {
  loading: boolean;
  error: string | null;
};

export type FetchAction<Item> =
  | { type: 'pending'; key: string }
  | { type: 'fulfilled'; key: string; posts: Item[] }
  | { type: 'rejected'; key: string; error: unknown };

/** The response body when the service sent one, otherwise the error's message. */
export function describeFetchError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'responseBody' in error) {
    const body = error.responseBody;
    if (typeof body === 'string' && body !== '') return body;
    if (body !== undefined && body !== null) return JSON.stringify(body);
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The empty state and the reducer of one kind of keyed list, its lists held under `field`. */
export function keyedFetch<Field extends string, Item>(field: Field) {
  type State = FetchState<Field, Item>;
  const initial = { [field]: {}, loading: false, error: null } as State;
  // A computed key widens the object's type to an index signature; the shape is State's by construction.
  const withLists = (state: State, lists: Record<string, Item[]>) => ({ ...state, [field]: lists }) as State;

  function reducer(state: State, action: FetchAction<Item>): State {
    switch (action.type) {
      case 'pending':
        return { ...state, loading: true, error: null };
      case 'fulfilled':
        return { ...withLists(state, { ...state[field], [action.key]: action.posts }), loading: false };
      case 'rejected':
        return { ...state, loading: false, error: describeFetchError(action.error) };
    }
  }
  return { initial, reducer };
}
