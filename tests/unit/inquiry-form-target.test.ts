// Where the served form posts without its script, and the policy that lets it:
// our endpoint, never an outside webhook; a mail when the host has no endpoint.
import { describe, expect, it } from 'vitest';
import { nativeFormTarget } from '@/lib/inquiry/form-target';
import { formAction } from '../../scripts/http-headers';

const contactEmail = 'hello@infinyte.ai';

describe('the native form target', () => {
  it('is the endpoint the script uses when that is this site', () => {
    expect(nativeFormTarget({ webhookUrl: '/api/inquiry', endpoint: '/api/inquiry', contactEmail })).toEqual({
      action: '/api/inquiry',
    });
    expect(formAction({ VITE_INQUIRY_WEBHOOK_URL: '/api/inquiry' })).toBe("form-action 'self'");
  });

  it('is our endpoint, not the outside webhook the script sends to', () => {
    const vars = { VITE_INQUIRY_WEBHOOK_URL: 'https://hooks.example.com/x' };
    expect(
      nativeFormTarget({ webhookUrl: vars.VITE_INQUIRY_WEBHOOK_URL, endpoint: '/api/inquiry', contactEmail }),
    ).toEqual({ action: '/api/inquiry' });
    expect(formAction(vars)).toBe("form-action 'self'");
    expect(formAction({ ...vars, VITE_INQUIRY_ENDPOINT: 'https://api.infinyte.ai/inquiry' })).toBe(
      "form-action 'self' https://api.infinyte.ai",
    );
  });

  it('is a mail to the site when the host has no endpoint', () => {
    const target = nativeFormTarget({ webhookUrl: 'https://hooks.example.com/x', endpoint: 'none', contactEmail });
    expect(target).toEqual({ action: 'mailto:hello@infinyte.ai', encType: 'text/plain' });
    expect(formAction({ VITE_INQUIRY_WEBHOOK_URL: 'https://hooks.example.com/x', VITE_INQUIRY_ENDPOINT: 'none' })).toBe(
      "form-action 'self' mailto:",
    );
  });
});
