// The consent store, the dialog and its Radix code form one chunk, fetched only in
// builds with analytics configured; a build without analytics never requests it.
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

export const loadConsentGate = () => importUnlessLeaving(() => import('./consent-gate'));
