// The store of a Node host without a webhook: one JSON line per inquiry in
// `<dir>/inquiries.jsonl`. Node only, so the edge adapters never import it.
// A line is on disk whole or not at all: appends are one at a time, a failed
// one is cut back to the last complete line, and each is synced before the
// visitor hears it was received. A repeat of a key already in the file is dropped.
import { constants, promises as nodeFs } from 'node:fs';
import { join } from 'node:path';
import type { InquiryStore } from './deliver';

export const inquiriesFile = (dir: string) => join(dir, 'inquiries.jsonl');

/** The file operations the store uses, so a test can make the disk fill up. */
export interface StoreFile {
  stat(): Promise<{ size: number }>;
  read(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  write(buffer: Uint8Array, offset: number, length: number, position: number): Promise<{ bytesWritten: number }>;
  truncate(length: number): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}
export interface StoreFs {
  mkdir(dir: string): Promise<unknown>;
  open(path: string): Promise<StoreFile>;
}

export const nodeStoreFs: StoreFs = {
  mkdir: (dir) => nodeFs.mkdir(dir, { recursive: true }),
  // Read-write without O_APPEND, so each write lands exactly where the last complete line ends.
  open: (path) => nodeFs.open(path, constants.O_RDWR | constants.O_CREAT, 0o600),
};

const NEWLINE = 0x0a;

async function readRange(file: StoreFile, start: number, end: number) {
  const bytes = new Uint8Array(end - start);
  let done = 0;
  while (done < bytes.length) {
    const { bytesRead } = await file.read(bytes, done, bytes.length - done, start + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return bytes.subarray(0, done);
}

/** Where the last complete line ends: reads backwards from the end, a chunk at a time, to the last newline. */
async function lastLineEnd(file: StoreFile, size: number) {
  const CHUNK = 64 * 1024;
  for (let end = size; end > 0; end -= CHUNK) {
    const start = Math.max(0, end - CHUNK);
    const newline = (await readRange(file, start, end)).lastIndexOf(NEWLINE);
    if (newline >= 0) return start + newline + 1;
  }
  return 0;
}

function keysIn(text: string) {
  const keys = new Set<string>();
  for (const line of text.split('\n')) {
    try {
      const key = (JSON.parse(line) as { idempotencyKey?: unknown }).idempotencyKey;
      if (typeof key === 'string') keys.add(key);
    } catch {
      // A line cut by a crash: it is truncated away before the next append.
    }
  }
  return keys;
}

export function fileStore(dir: string, { fs = nodeStoreFs, log = console.error } = {}): InquiryStore {
  const path = inquiriesFile(dir);
  let keys: Set<string> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function append(line: string, idempotencyKey?: string): Promise<'stored' | 'repeat'> {
    await fs.mkdir(dir);
    const file = await fs.open(path);
    try {
      const { size } = await file.stat();
      // After a crash mid-append the file may end inside a line: the next line starts after the last whole one.
      const end = await lastLineEnd(file, size);
      if (end < size) {
        log(`[inquiry] ${path} ended in a partial line (${size - end} bytes); cut back to the last complete line.`);
        await file.truncate(end);
      }
      keys ??= keysIn(new TextDecoder().decode(await readRange(file, 0, end)));
      if (idempotencyKey && keys.has(idempotencyKey)) return 'repeat';

      const bytes = new TextEncoder().encode(`${line}\n`);
      try {
        let written = 0;
        while (written < bytes.length) {
          written += (await file.write(bytes, written, bytes.length - written, end + written)).bytesWritten;
        }
        await file.sync();
      } catch (error) {
        await file.truncate(end).catch((cut: unknown) => log(`[inquiry] Could not cut ${path} back: ${String(cut)}`));
        throw error;
      }
      if (idempotencyKey) keys.add(idempotencyKey);
      return 'stored';
    } finally {
      await file.close();
    }
  }

  return (line, idempotencyKey) => {
    const next = queue.then(() => append(line, idempotencyKey));
    queue = next.catch(() => undefined);
    return next;
  };
}
