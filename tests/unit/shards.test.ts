import { describe, expect, it } from 'vitest';
import { serversFor } from '../../scripts/shard/builds';
import { shardCoverage } from '../../scripts/shard/coverage';

describe('shards together hold every test once', () => {
  const whole = ['chromium › a.spec.ts › one', 'chromium › a.spec.ts › two', 'chromium › b.spec.ts › three'];

  it('passes shards that split the whole list', () => {
    expect(shardCoverage(whole, [[whole[0]!], [whole[1]!, whole[2]!], []])).toEqual({ missing: [], extra: [] });
  });

  it('names a test no shard ran, and one two shards ran', () => {
    expect(shardCoverage(whole, [[whole[0]!, whole[1]!], [whole[1]!]])).toEqual({
      missing: [whole[2]],
      extra: [whole[1]],
    });
  });

  it('names a test a shard ran that the whole list lacks (a shard that listed other stories)', () => {
    expect(shardCoverage(whole, [whole, ['chromium › c.spec.ts › four']]).extra).toEqual([
      'chromium › c.spec.ts › four',
    ]);
  });
});

describe('a shard builds the servers its specs reach', () => {
  const names = (specs: string[]) => serversFor(specs, 'tests').map((server) => server.name);

  it('through a helper: the stories spec reads story addresses from tests/support/stories.ts', () => {
    expect(names(['visual/stories.spec.ts'])).toEqual(['stories']);
  });

  it('by the address a spec names', () => {
    expect(names(['e2e/blog-api.spec.ts'])).toEqual(['configured']);
    expect(names(['e2e/analytics-consent.spec.ts'])).toEqual(['analytics']);
  });

  it('none beyond the site for the route suites', () => {
    expect(names(['visual/routes.spec.ts', 'e2e/routes.spec.ts'])).toEqual([]);
  });
});
