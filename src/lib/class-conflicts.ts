import { extendTailwindMerge } from 'tailwind-merge';
import mergeConfig from '@/styles/generated/merge-config.json' with { type: 'json' };

// tailwind-merge, taught our theme's renamed scales (scripts/build-tokens.ts
// writes the class groups from tokens/), finds two classes that set the same
// property, such as `gap-3 gap-5` or `text-fg-muted text-accent`. Which one
// wins would depend on the stylesheet's order, so cn() refuses the pair where
// it is checked: in prerendering and unit tests, never in the browser.
let twMerge: ((classes: string) => string) | undefined;
function merge(classes: string): string {
  twMerge ??= createMerge();
  return twMerge(classes);
}

function createMerge() {
  const { theme } = mergeConfig.override;
  return extendTailwindMerge({
    ...mergeConfig,
    override: {
      theme,
      // A shadow step (`shadow-glow`) is a shadow, not a shadow colour of the same name.
      classGroups: { 'shadow-color': [{ shadow: theme.color.filter((name) => !theme.shadow.includes(name)) }] },
    },
  });
}

/** The classes of `classes` that another class of the list overrides (repeats are not conflicts). */
export function conflictingClasses(classes: string): string[] {
  const kept = new Set(merge(classes).split(' '));
  return [...new Set(classes.split(/\s+/).filter((name) => name && !kept.has(name)))];
}

export function assertNoClassConflicts(classes: string): void {
  const overridden = conflictingClasses(classes);
  if (overridden.length > 0) {
    throw new Error(
      `Conflicting classes: ${overridden.join(' ')} overridden in "${classes}". Offer a variant instead of overriding.`,
    );
  }
}
