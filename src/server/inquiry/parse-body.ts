import { site } from '../../config/site';
import { HONEYPOT_FIELD, inquiryFieldsSchema } from '../../lib/inquiry/schema';
import { isIdempotencyKey } from './idempotency';
import { fieldLimit } from './limits';

/** The field, in the JSON body and the native form alike, that carries the submission's key. */
export const IDEMPOTENCY_FIELD = 'idempotencyKey';

/**
 * What a request body says, before validation: the would-be payload, what to forward verbatim, and the
 * submission's idempotency key (a field of its own, never part of the payload).
 */
export type ParsedBody =
  | {
      kind: 'payload';
      payload: Record<string, unknown>;
      forward: string;
      honeypot: boolean;
      idempotencyKey: string | undefined;
    }
  | { kind: 'unsupported-type' }
  | { kind: 'malformed'; message: string }
  | { kind: 'field-too-long'; field: string; limit: number };

const textFields = Object.keys(inquiryFieldsSchema.shape).filter((key) => key !== 'marketingConsent');

export const isFormType = (contentType: string) => contentType === 'application/x-www-form-urlencoded';
export const isAcceptedType = (contentType: string) => contentType === 'application/json' || isFormType(contentType);
export const mediaType = (header: string | null) => (header ?? '').split(';')[0]!.trim().toLowerCase();

function oversizedField(payload: Record<string, unknown>) {
  for (const [field, value] of Object.entries(payload)) {
    if (typeof value === 'string' && value.length > fieldLimit(field)) return { field, limit: fieldLimit(field) };
  }
  return undefined;
}

/** The native form's fields as the scripted form would send them (the page cannot add `source` and `lang`). */
function fromForm(raw: string) {
  const params = new URLSearchParams(raw);
  const payload: Record<string, unknown> = {};
  for (const field of textFields) payload[field] = params.get(field) ?? '';
  payload.marketingConsent = params.has('marketingConsent');
  payload.source = site.inquirySource;
  payload.lang = 'en-us';
  const key = params.get(IDEMPOTENCY_FIELD);
  return {
    payload,
    honeypot: (params.get(HONEYPOT_FIELD) ?? '').trim() !== '',
    idempotencyKey: isIdempotencyKey(key) ? key : undefined,
  };
}

export function parseBody(contentType: string, raw: string): ParsedBody {
  if (isFormType(contentType)) {
    const { payload, honeypot, idempotencyKey } = fromForm(raw);
    const tooLong = oversizedField(payload);
    if (tooLong) return { kind: 'field-too-long', ...tooLong };
    return { kind: 'payload', payload, forward: JSON.stringify(payload), honeypot, idempotencyKey };
  }
  if (contentType !== 'application/json') return { kind: 'unsupported-type' };

  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { kind: 'malformed', message: 'Body is not valid JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { kind: 'malformed', message: 'Body must be a JSON object' };
  }
  const { [HONEYPOT_FIELD]: trap, [IDEMPOTENCY_FIELD]: key, ...payload } = json as Record<string, unknown>;
  const tooLong = oversizedField(payload);
  if (tooLong) return { kind: 'field-too-long', ...tooLong };
  // Exactly the payload goes on: the bytes as sent when they hold nothing else.
  const forward = HONEYPOT_FIELD in json || IDEMPOTENCY_FIELD in json ? JSON.stringify(payload) : raw;
  return {
    kind: 'payload',
    payload,
    forward,
    honeypot: typeof trap === 'string' && trap.trim() !== '',
    idempotencyKey: isIdempotencyKey(key) ? key : undefined,
  };
}
