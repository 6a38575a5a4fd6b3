// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactInquiryForm } from '@/islands/contact-form-mark';
import { parseProps } from '@/islands/contact-form.island';
import { hydrateIslands } from '@/islands/hydrate';
import { ISLAND_READY } from '@/islands/island-element';
import { islandNames } from '../../scripts/island-preloads';

// The contact page's form, an island hydrated on the visitor's intent (docs/islands.md): served as a form that
// posts natively, its code fetched and run on the first move inside it, with what was typed before that kept.

// Hydration here runs on React's own scheduler, as in a page, not inside act(): it starts on an event the test
// sends, and the test waits for the island's `ready` as a visitor's next move would.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
vi.setConfig({ testTimeout: 30_000 });
const props = { labelledBy: 'business-inquiries-title' };

function servedPage() {
  document.body.innerHTML =
    '<h2 id="business-inquiries-title">Business Inquiries</h2>' + renderToString(<ContactInquiryForm {...props} />);
  return document.body.querySelector('infinyte-island')!;
}

const field = (label: string) => {
  const labelElement = [...document.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(label),
  )!;
  return document.getElementById(labelElement.htmlFor) as HTMLInputElement;
};

/** Types as a visitor does: the value changes, then the input event the browser sends. */
function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the contact form island', () => {
  it('is served as a form that posts natively, its fields checked by the browser, hydrated on intent', () => {
    const island = servedPage();
    expect(island.getAttribute('name')).toBe('contact-form');
    expect(island.getAttribute('hydrate')).toBe('intent');
    expect(parseProps(JSON.parse(island.getAttribute('props')!))).toEqual(props);
    const form = island.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('aria-labelledby')).toBe(props.labelledBy);
    expect(field('First name').required).toBe(true);
  });

  it('is left out of the modules a page preloads: its code comes on intent', () => {
    const page = renderToString(<ContactInquiryForm {...props} />);
    expect(islandNames(page)).toEqual([]);
    expect(islandNames(`<infinyte-island name="header" props="{}"></infinyte-island>${page}`)).toEqual(['header']);
  });

  it('waits for intent, keeps what was typed before its code ran, and hydrates without a mismatch', async () => {
    const island = servedPage();
    const recoverable: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    await hydrateIslands(document, { onRecoverableError: (error) => recoverable.push(error) });

    // With the page: the fields say aria-required for the script that will check them, and nothing has run.
    const firstName = field('First name');
    expect(firstName.required).toBe(false);
    expect(firstName.getAttribute('aria-required')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(island.hasAttribute(ISLAND_READY), 'hydrated before any intent').toBe(false);

    // The visitor types: the first input is the intent, and the form's code comes.
    firstName.focus();
    type(firstName, 'Amara');
    await vi.waitFor(() => expect(island.hasAttribute(ISLAND_READY)).toBe(true), { timeout: 20_000 });
    expect(firstName.value).toBe('Amara');
    expect(recoverable).toEqual([]);
    expect(consoleErrors.mock.calls).toEqual([]);
    expect(island.querySelector('form')!.noValidate, 'the script checks the form now').toBe(true);

    // A send with only the first name: every other required field is refused, the name typed before the code is not.
    island.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await vi.waitFor(() => expect(field('Last name').getAttribute('aria-invalid')).toBe('true'));
    expect(firstName.hasAttribute('aria-invalid')).toBe(false);
    expect(firstName.value).toBe('Amara');
  });

  it('refuses props that are not the heading id', () => {
    expect(() => parseProps({})).toThrow(/contact form island's props/);
    expect(() => parseProps({ labelledBy: 'x', source: 'conversation-modal' })).toThrow(/contact form/);
  });
});
