import { clsx, type ClassValue } from 'clsx';
import { assertNoClassConflicts } from './class-conflicts';

// Joins class names. Nothing is merged at run time: a component that lets a
// caller override one of its classes offers a variant for it instead, so every
// class list is conflict-free by construction and the browser needs no merge
// library (tailwind-merge cost ~8 KB brotli on every page). Prerendering and
// the unit tests check each list (see class-conflicts.ts); the browser build
// compiles the check away.
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.SSR || import.meta.env.MODE === 'test') assertNoClassConflicts(classes);
  return classes;
}
