import { describe, expect, it } from 'vitest';
import { overscrollPhysics as physics, pullBy, pullShare, release } from '@/lib/smooth-scroll/overscroll-physics';
import { resolveOverscrollEffect } from '@/lib/smooth-scroll/overscroll-effect';

describe('overscroll physics', () => {
  it('reads the specification values from the tokens', () => {
    expect(physics).toEqual({ damping: 0.2, max: 150, cutoff: 0.1 });
  });

  it('turns the damping share of a delta into pull from rest', () => {
    expect(pullBy(0, 100, physics)).toBeCloseTo(20);
  });

  it('gives less for the same delta the further it is stretched', () => {
    const first = pullBy(0, 100, physics);
    const second = pullBy(first, 100, physics) - first;
    expect(second).toBeLessThan(first);
    expect(second).toBeGreaterThan(0);
  });

  it('never passes max, however hard the wheel pushes', () => {
    let pull = 0;
    for (let turn = 0; turn < 500; turn += 1) pull = pullBy(pull, 10_000, physics);
    expect(pull).toBeLessThanOrEqual(150);
    expect(pullBy(150, 10_000, physics)).toBe(150);
  });

  it('ignores deltas that point back into the page', () => {
    expect(pullBy(40, -100, physics)).toBe(40);
    expect(pullBy(40, 0, physics)).toBe(40);
  });

  it('gives back the damping share each frame and comes to rest below the cutoff', () => {
    expect(release(100, physics)).toBeCloseTo(80);
    let pull = 150;
    let frames = 0;
    while (pull > 0) {
      const next = release(pull, physics);
      expect(next).toBeLessThan(pull);
      pull = next;
      frames += 1;
    }
    // 150 * 0.8^n < 0.1 after 33 frames: about half a second at 60 frames a second.
    expect(frames).toBe(33);
  });

  it('maps pull to a share from 0 to 1 for the glow', () => {
    expect(pullShare(0, physics)).toBe(0);
    expect(pullShare(75, physics)).toBe(0.5);
    expect(pullShare(150, physics)).toBe(1);
    expect(pullShare(400, physics)).toBe(1);
  });
});

describe('overscroll effect name', () => {
  it('takes the known names', () => {
    expect(resolveOverscrollEffect('glow', true)).toBe('glow');
    expect(resolveOverscrollEffect('bounce', false)).toBe('bounce');
    expect(resolveOverscrollEffect('none', true)).toBe('none');
  });

  it('throws a clear error for an unknown name in development', () => {
    expect(() => resolveOverscrollEffect('wobble', true)).toThrow(
      'Unknown overscroll effect "wobble": use one of glow, bounce, none.',
    );
  });

  it('falls back to no effect for an unknown name in production', () => {
    expect(resolveOverscrollEffect('wobble', false)).toBe('none');
  });
});
