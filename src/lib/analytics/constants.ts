/** How often queued calls are handed to the vendor (specification section 9). */
export const FLUSH_INTERVAL_MS = 3000;
/** How long to wait for the vendor script before giving up and dropping the queue. */
export const PLUGIN_LOAD_WAIT_MS = 10_000;

export const MISSING_WRITE_KEY_WARNING = 'No segment writeKey';
export const MISSING_EVENT_WARNING = 'Event name is required to track an event.';
