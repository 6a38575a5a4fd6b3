// The local inquiry receiver: `scripts/serve.mjs` routes POST/OPTIONS /api/inquiry
// here, so a fresh clone can take inquiries without any outside webhook. It checks
// the body with the browser's own schema and keeps one JSON line per inquiry.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inquiryPayloadSchema } from '../src/lib/inquiry/schema.ts';

export const MAX_BODY_BYTES = 64 * 1024;

const dataDir = () => process.env.INQUIRY_DATA_DIR ?? 'data';
export const inquiriesFile = () => join(dataDir(), 'inquiries.jsonl');

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

function reply(res: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(statusCode, {
    ...corsHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function handleInquiry(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsHeaders);
    res.end();
    return;
  }
  if (req.method !== 'POST') {
    reply(res, 405, { status: 'error', message: 'Use POST' }, { Allow: 'POST, OPTIONS' });
    return;
  }

  let raw: string;
  try {
    raw = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      // Close the connection so an oversized upload is not read to the end.
      reply(res, 413, { status: 'error', message: `Body exceeds ${MAX_BODY_BYTES} bytes` }, { Connection: 'close' });
      req.destroy();
      return;
    }
    throw error;
  }

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    reply(res, 400, { status: 'error', message: 'Body is not valid JSON' });
    return;
  }

  const parsed = inquiryPayloadSchema.safeParse(json);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || '_';
      errors[field] ??= issue.message;
    }
    reply(res, 422, { status: 'error', errors });
    return;
  }

  await mkdir(dataDir(), { recursive: true });
  await appendFile(
    inquiriesFile(),
    `${JSON.stringify({ ...parsed.data, receivedAt: new Date().toISOString() })}\n`,
    'utf8',
  );
  reply(res, 200, { status: 'success' });
}
