import { useMemo, useSyncExternalStore } from 'react';
import { tokens } from '@/styles/generated/tokens';

// The colour of every role as the browser resolved it on this page, read again whenever the
// theme class on <html> or <body> changes (the class, not the stored preference, is what
// switches the variables).
const separator = '|';

function readColours() {
  const style = getComputedStyle(document.body);
  return tokens.colorRoles.map((role) => style.getPropertyValue(role.cssVar).trim()).join(separator);
}

function subscribeToThemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  for (const element of [document.documentElement, document.body]) {
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
  }
  return () => observer.disconnect();
}

export function useResolvedColours(): Record<string, string> {
  const snapshot = useSyncExternalStore(subscribeToThemeClass, readColours, () => '');
  return useMemo(() => {
    const values = snapshot.split(separator);
    return Object.fromEntries(tokens.colorRoles.map((role, index) => [role.name, values[index] ?? '']));
  }, [snapshot]);
}
