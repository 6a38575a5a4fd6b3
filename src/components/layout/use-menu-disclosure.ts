// Which panel of the desktop menu is open, and the ways it opens and closes: a click or Enter on its
// button, a resting mouse (after a short delay, at once when moving over from another open panel), the
// pointer leaving it, Escape (focus back on its button), a click or focus outside it, following a link.
// Following a link also changes the path, and a panel is open only for the path it was opened on.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useLocation } from '@tanstack/react-router';

/** How long the mouse rests on an item before its panel opens, and lingers away before it closes. */
const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;

export function useMenuDisclosure() {
  const { pathname } = useLocation();
  const [state, setState] = useState({ path: pathname, value: '', byHover: false });
  const value = state.path === pathname ? state.value : '';
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());

  const clearTimer = () => clearTimeout(timer.current);
  const show = useCallback(
    (next: string, byHover = false) => setState({ path: pathname, value: next, byHover }),
    [pathname],
  );
  useEffect(() => clearTimer, []);

  // A press anywhere outside the open item closes it.
  useEffect(() => {
    if (!value) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!itemRefs.current.get(value)?.contains(event.target as Node)) show('');
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [value, show]);

  /** Props for the `<li>` of a panel item named `name`, and for its button. */
  const itemProps = (name: string) => ({
    ref: (node: HTMLLIElement | null) => {
      if (node) itemRefs.current.set(name, node);
      else itemRefs.current.delete(name);
    },
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimer();
      if (value === name) return;
      timer.current = setTimeout(() => show(name, true), value ? 0 : OPEN_DELAY_MS);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimer();
      if (value === name) timer.current = setTimeout(() => show(''), CLOSE_DELAY_MS);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || value !== name) return;
      event.stopPropagation();
      show('');
      itemRefs.current.get(name)?.querySelector('button')?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (value === name && !event.currentTarget.contains(event.relatedTarget as Node | null)) show('');
    },
  });

  const buttonProps = (name: string) => ({
    'aria-expanded': value === name,
    'data-state': value === name ? 'open' : 'closed',
    onClick: () => {
      clearTimer();
      // A panel the resting mouse has just opened stays open when the visitor then clicks its button.
      if (value === name && state.byHover) show(name);
      else show(value === name ? '' : name);
    },
  });

  /** Following a link in a panel closes it (a link to the same page changes no path). */
  const close = () => show('');

  return { value, itemProps, buttonProps, close };
}
