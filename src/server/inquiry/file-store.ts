// The store of a Node host without a webhook: one JSON line per inquiry in
// `<dir>/inquiries.jsonl`. Node only, so the edge adapters never import it.
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { InquiryStore } from './deliver';

export const inquiriesFile = (dir: string) => join(dir, 'inquiries.jsonl');

export function fileStore(dir: string): InquiryStore {
  return async (line) => {
    await mkdir(dir, { recursive: true });
    await appendFile(inquiriesFile(dir), `${line}\n`, 'utf8');
  };
}
