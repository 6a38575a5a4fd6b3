import { useId } from 'react';

/** A stable heading id: the block's own anchor id when given, otherwise a generated one. */
export function useSectionTitleId(id?: string) {
  const generated = useId();
  return id ? `${id}-title` : `section-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
