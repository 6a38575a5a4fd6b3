import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';

describe('cn', () => {
  it('keeps a token font size beside a semantic colour', () => {
    expect(cn('text-sm text-fg-muted')).toBe('text-sm text-fg-muted');
    expect(cn('text-6xl', 'text-accent-fg')).toBe('text-6xl text-accent-fg');
  });

  it('lets a later font size or colour win over an earlier one', () => {
    expect(cn('text-sm text-fg', 'text-lg')).toBe('text-fg text-lg');
    expect(cn('text-sm text-fg', 'text-fg-inverse')).toBe('text-sm text-fg-inverse');
    expect(cn('bg-surface', 'bg-accent')).toBe('bg-accent');
    expect(cn('border-border', 'border-border-strong')).toBe('border-border-strong');
  });

  it('merges named shadows and z-layers, and skips falsy inputs', () => {
    expect(cn('shadow-sm', 'shadow-glow')).toBe('shadow-glow');
    expect(cn('z-header', 'z-dialog')).toBe('z-dialog');
    expect(cn('px-4', false, undefined, 'px-gutter')).toBe('px-gutter');
    expect(cn('max-w-prose', 'max-w-container')).toBe('max-w-container');
  });

  it('merges the token radii, weights, durations and easings, which Tailwind does not name so', () => {
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full');
    expect(cn('font-normal', 'font-extrabold')).toBe('font-extrabold');
    expect(cn('duration-fast', 'duration-base')).toBe('duration-base');
    expect(cn('ease-standard', 'ease-exit')).toBe('ease-exit');
    expect(cn('font-display font-semibold')).toBe('font-display font-semibold');
  });
});
