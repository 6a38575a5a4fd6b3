// The inquiry form of /contact, where it is prerendered. Its code (the form,
// react-hook-form, zod: about 42 KB brotli) is not needed to read the page, and
// the prerendered form posts natively, so it stays server HTML until the
// visitor starts on it: focus, a press, a key or input inside it. Coming near
// the viewport is not enough (it is on screen as the page loads). What was
// typed meanwhile is kept: react-hook-form takes a field's value from the page
// when it was edited before the form was ready. A submit before then is the
// native post the form makes without scripts.
import { Suspense } from 'react';
import { hydrateOnIntent } from '@/lib/react/hydrate-on-intent';
import type { InquiryFormProps } from './inquiry-form';

const source = 'contact-page';
const markup = () => document.querySelector(`form[data-source="${source}"]`);

const deferredForm = hydrateOnIntent<InquiryFormProps>(
  () => import('./inquiry-form').then((module) => ({ default: module.InquiryForm })),
  { markup, intent: ['focusin', 'pointerdown', 'keydown', 'input'] },
);

if (import.meta.env.SSR) await deferredForm.preload();
// This module arrives with the page's code: without a prerendered form (the page is reached by a
// link in the app, which fetches the page's code as the link is pointed at) the form is needed next.
else if (!markup()) void deferredForm.preload();
else leaveRequiredToScript(markup()!);

/**
 * Scripts run, so the served form's fields need not wait for the form's code to stop being `:invalid`: an empty
 * `required` field is, and Firefox reads it as "invalid entry" to a visitor who has typed nothing. They say
 * aria-required instead, as the form does once it runs (Field's `script` validation); a send before then is
 * checked by the endpoint, which answers with a page naming each problem.
 */
function leaveRequiredToScript(form: Element) {
  for (const control of form.querySelectorAll('[required]')) {
    control.setAttribute('aria-required', 'true');
    control.removeAttribute('required');
  }
}

/** The contact page's form, named by the heading `labelledBy` (a form landmark). */
export function ContactInquiryForm({ labelledBy }: { labelledBy: string }) {
  return (
    <Suspense fallback={null}>
      <deferredForm.Component source={source} labelledBy={labelledBy} />
    </Suspense>
  );
}
