// What one inquiry may weigh. The body cap is checked while reading, so an
// oversized upload is never buffered whole; the field caps keep any one entry
// to a size a person types.
export const MAX_BODY_BYTES = 64 * 1024;

export const MAX_FIELD_CHARS = 500;
export const MAX_REASON_CHARS = 10_000;

export const fieldLimit = (field: string) => (field === 'reasonForContacting' ? MAX_REASON_CHARS : MAX_FIELD_CHARS);

/** How long the webhook may take before the visitor hears it failed. */
export const WEBHOOK_TIMEOUT_MS = 15_000;

/** Inquiries one client address may send per window. */
export const RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
