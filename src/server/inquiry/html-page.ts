// The pages a native (script-free) post of the inquiry form gets back. They
// are built here rather than prerendered because they carry what the visitor
// typed; they use the form's own words, labels and country list, and a
// policy that runs no script at all.
import { site } from '../../config/site';
import { countryOptions } from '../../lib/inquiry/countries';
import { inquiryMessages } from '../../components/forms/inquiry-messages';
import { pagePath } from '../../lib/seo/url';
import { IDEMPOTENCY_FIELD } from './parse-body';

/** The site's icon, as index.html links it, so a result page does not send the browser to a missing /favicon.ico. */
export const ICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

export const INQUIRY_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const escape = (value: unknown) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

type Values = Record<string, unknown>;

const textFields = [
  { name: 'firstName', label: 'First name', type: 'text', autocomplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autocomplete: 'family-name' },
  { name: 'company', label: 'Company', type: 'text', autocomplete: 'organization' },
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel' },
] as const;

const labels: Record<string, string> = {
  ...Object.fromEntries(textFields.map((field) => [field.name, field.label])),
  country: 'Country',
  reasonForContacting: 'Reason for contacting',
  marketingConsent: 'Marketing consent',
};

const errorId = (name: string) => `${name}-error`;

function fieldAttributes(name: string, errors: Record<string, string>) {
  return errors[name] ? ` aria-invalid="true" aria-describedby="${errorId(name)}"` : '';
}

function errorText(name: string, errors: Record<string, string>) {
  return errors[name] ? `<p class="error" id="${errorId(name)}">${escape(errors[name])}</p>` : '';
}

function formHtml(values: Values, errors: Record<string, string>, action: string) {
  const inputs = textFields.map(
    (field) => `<div class="field"><label for="${field.name}">${field.label}</label>
<input id="${field.name}" name="${field.name}" type="${field.type}" autocomplete="${field.autocomplete}" required value="${escape(values[field.name])}"${fieldAttributes(field.name, errors)}>
${errorText(field.name, errors)}</div>`,
  );
  const country = String(values.country ?? '');
  const options = countryOptions
    .map(
      (option) =>
        `<option value="${escape(option.value)}"${option.value === country ? ' selected' : ''}>${escape(option.label)}</option>`,
    )
    .join('');
  const key = values[IDEMPOTENCY_FIELD];
  const keyField =
    typeof key === 'string' ? `<input type="hidden" name="${IDEMPOTENCY_FIELD}" value="${escape(key)}">\n` : '';
  // No novalidate: the browser checks the required fields before sending again, as on the contact page.
  return `<form method="post" action="${escape(action)}">
${keyField}${inputs.join('\n')}
<div class="field"><label for="country">Country</label>
<select id="country" name="country" autocomplete="country-name" required${fieldAttributes('country', errors)}><option value="">Select your country</option>${options}</select>
${errorText('country', errors)}</div>
<div class="field"><label for="reasonForContacting">Reason for contacting</label>
<textarea id="reasonForContacting" name="reasonForContacting" rows="5" required${fieldAttributes('reasonForContacting', errors)}>${escape(values.reasonForContacting)}</textarea>
${errorText('reasonForContacting', errors)}</div>
<div class="field check"><input id="marketingConsent" name="marketingConsent" type="checkbox" value="true"${values.marketingConsent === true ? ' checked' : ''}>
<label for="marketingConsent">${escape(inquiryMessages.consent)}</label></div>
<button type="submit">${escape(inquiryMessages.submit)}</button>
</form>`;
}

const pageCss = `:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0 auto;max-width:40rem;padding:2rem 1.25rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin-block:1rem}
.check{flex-direction:row;align-items:flex-start;gap:.5rem}
input:not([type=checkbox]),select,textarea{font:inherit;padding:.5rem;border:1px solid;border-radius:.375rem}
[aria-invalid=true]{outline:2px solid;outline-offset:1px}
.error{margin:0;font-weight:600}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border:2px solid;border-radius:.5rem;cursor:pointer}
:focus-visible{outline:3px solid;outline-offset:2px}`;

function document(title: string, body: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} | ${escape(site.name)}</title>
${ICON_LINK}
<style>${pageCss}</style>
</head>
<body>
<header><a href="/">${escape(site.name)}</a></header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

const mailto = () => `<a href="mailto:${escape(site.contactEmail)}">${escape(site.contactEmail)}</a>`;

export function successPage() {
  return document(
    'Message sent',
    `<h1>Message sent</h1>
<p role="status">${escape(inquiryMessages.success)}</p>
<p><a href="${pagePath('/')}">Back to the home page</a></p>`,
  );
}

/** Each problem named and linked to its field, above the same form holding what was typed. */
export function problemsPage(values: Values, errors: Record<string, string>, action: string) {
  const items = Object.entries(errors)
    .map(
      ([field, message]) =>
        `<li><a href="#${escape(field)}">${escape(labels[field] ?? field)}: ${escape(message)}</a></li>`,
    )
    .join('\n');
  return document(
    'Check your message',
    `<h1>Check your message</h1>
<div role="alert"><p>Your message has not been sent yet. Please fix ${Object.keys(errors).length === 1 ? 'this' : 'these'}:</p>
<ul>${items}</ul></div>
${formHtml(values, errors, action)}`,
  );
}

/** The designed failure: nothing is lost, the visitor can send again or write to us directly. */
export function failurePage(values: Values | undefined, reason: string, action: string) {
  return document(
    'Message not sent',
    `<h1>Message not sent</h1>
<div role="alert"><p>${escape(reason)}</p>
<p>${values ? `${escape(inquiryMessages.failure)} You can also email` : 'You can email'} us directly at ${mailto()}.</p></div>
${values ? formHtml(values, {}, action) : `<p><a href="${pagePath('/contact')}">Back to the contact form</a></p>`}`,
  );
}
