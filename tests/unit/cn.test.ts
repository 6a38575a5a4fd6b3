import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';
import { conflictingClasses } from '@/lib/class-conflicts';

describe('cn', () => {
  it('joins class names and skips falsy inputs', () => {
    expect(cn('text-sm text-fg-muted')).toBe('text-sm text-fg-muted');
    expect(cn('px-4', false, undefined, null, 'py-2', { 'font-semibold': true, italic: false })).toBe(
      'px-4 py-2 font-semibold',
    );
  });

  it('refuses a list in which one class overrides another, naming the overridden one', () => {
    expect(() => cn('flex flex-col gap-3', 'gap-5')).toThrow(/gap-3 overridden in "flex flex-col gap-3 gap-5"/);
    expect(() => cn('text-fg', 'text-inherit')).toThrow(/text-fg overridden/);
  });
});

describe('conflictingClasses', () => {
  it('sees no conflict between a token font size and a semantic colour, or in a repeat', () => {
    expect(conflictingClasses('text-sm text-fg-muted')).toEqual([]);
    expect(conflictingClasses('text-6xl text-accent-fg font-display font-semibold')).toEqual([]);
    expect(conflictingClasses('inline-flex items-center inline-flex')).toEqual([]);
    expect(conflictingClasses('shadow-sm hover:shadow-md focus-visible:shadow-glow')).toEqual([]);
  });

  it('finds conflicts in the renamed scales: sizes, colours, shadows, layers, radii, weights, durations, easings', () => {
    expect(conflictingClasses('text-sm text-fg text-lg')).toEqual(['text-sm']);
    expect(conflictingClasses('text-fg-muted text-accent')).toEqual(['text-fg-muted']);
    expect(conflictingClasses('border-border border-border-strong')).toEqual(['border-border']);
    expect(conflictingClasses('shadow-sm shadow-glow')).toEqual(['shadow-sm']);
    expect(conflictingClasses('z-header z-dialog')).toEqual(['z-header']);
    expect(conflictingClasses('max-w-prose max-w-container')).toEqual(['max-w-prose']);
    expect(conflictingClasses('rounded-md rounded-full')).toEqual(['rounded-md']);
    expect(conflictingClasses('font-normal font-extrabold')).toEqual(['font-normal']);
    expect(conflictingClasses('duration-fast duration-base')).toEqual(['duration-fast']);
    expect(conflictingClasses('ease-standard ease-exit')).toEqual(['ease-standard']);
  });
});
