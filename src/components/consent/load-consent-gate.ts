// The consent store, the dialog and its Radix code form one chunk, fetched only in
// builds with analytics configured; a build without analytics never requests it.
export const loadConsentGate = () => import('./consent-gate');
