// '© {year} Infinyte. All rights reserved.' The year is the render year; during
// hydration the prerendered year is reused so server and client markup match,
// then the visitor's current year takes over.
import { useSyncExternalStore } from 'react';
import { site } from '@/config/site';

const YEAR_ID = 'copyright-year';
const noSubscription = () => () => {};
const currentYear = () => new Date().getFullYear();
const renderedYear = () =>
  typeof document === 'undefined'
    ? currentYear()
    : Number(document.getElementById(YEAR_ID)?.textContent) || currentYear();

export function Copyright() {
  const year = useSyncExternalStore(noSubscription, currentYear, renderedYear);
  return (
    <p className="text-sm text-fg-muted">
      © <span id={YEAR_ID}>{year}</span> {site.name}. All rights reserved.
    </p>
  );
}
