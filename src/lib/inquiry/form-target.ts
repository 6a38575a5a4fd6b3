// Where the inquiry form posts before its script runs (or without scripts).
// Never straight to an outside webhook: the visitor would land on its raw
// answer, off the site. Our endpoint when there is one; on a host without
// functions, a mail to the site's address, so the words still reach us.

export interface FormTargetSettings {
  /** VITE_INQUIRY_WEBHOOK_URL: where the script sends the JSON. */
  webhookUrl: string;
  /** VITE_INQUIRY_ENDPOINT: this site's endpoint for native posts; `none` on a host without one. */
  endpoint: string;
  contactEmail: string;
}

export interface FormTarget {
  action: string;
  /** A mail client takes the fields as plain text; the endpoint takes the form's usual encoding. */
  encType?: 'text/plain';
}

export const NO_ENDPOINT = 'none';

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** The endpoint a native post goes to, or undefined when the site has none. */
export function nativeFormEndpoint({ webhookUrl, endpoint }: Omit<FormTargetSettings, 'contactEmail'>) {
  if (isSitePath(webhookUrl)) return webhookUrl;
  const own = endpoint.trim();
  return own && own !== NO_ENDPOINT ? own : undefined;
}

export function nativeFormTarget(settings: FormTargetSettings): FormTarget {
  const endpoint = nativeFormEndpoint(settings);
  return endpoint ? { action: endpoint } : { action: `mailto:${settings.contactEmail}`, encType: 'text/plain' };
}
