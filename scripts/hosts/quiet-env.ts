// The environment of an outside tool the suites start (wrangler, Netlify's runtime, the Observatory scanner):
// nothing reports usage, checks for updates or fetches anything. The tools run on the project's one Node
// (`process.execPath`, Node 24 from package.json's engines).
export function quietToolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    // The banner is where wrangler checks for updates.
    WRANGLER_HIDE_BANNER: 'true',
    // Miniflare otherwise downloads a sample `request.cf` object from Cloudflare at every start.
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    NETLIFY_TELEMETRY_DISABLED: '1',
    ...extra,
  };
}
