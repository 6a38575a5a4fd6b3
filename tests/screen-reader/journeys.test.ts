import { inject, test } from 'vitest';
import { SUCCESS, entries } from '../support/inquiry-entries';
import { intentControls } from '../support/layout';
import { desktopWindow } from './listener';
import { focusIn, focusOn, focusOnText, gone, pageReady } from './page-states';
import { tabUntil } from './tab-until';
import { describeScreenReader, expectTranscript } from './suite';
import { Transcript } from './transcript';

// What a listener hears on the built site, journey by journey, with Orca reading Firefox ESR. Each transcript is a
// baseline in __transcripts__/; `npm run test:screen-reader -- --update` rewrites the ones that changed.

const [desktopNav, contactForm] = intentControls as [string, string];
const dialog = '[role="dialog"]';
const mobile = { width: 390, height: 844 };

describeScreenReader('screen reader: Orca reading Firefox ESR on the site', (opened) => {
  const site = () => inject('siteUrl');
  const heading = (title: string) => new Transcript(title, site());
  let listener: ReturnType<typeof opened>;

  /** Each journey starts as a new visitor at the size it names: no stored theme or draft. */
  async function visit(transcript: Transcript, path: string, size = desktopWindow) {
    listener = opened();
    await listener.resize(size.width, size.height);
    // The page before is the site's or the first blank one, whose storage is not the site's and cannot be read.
    await listener.evaluate(() => {
      if (!location.protocol.startsWith('http')) return;
      localStorage.clear();
      sessionStorage.clear();
    });
    transcript.load(`load ${path} at ${size.width} px`, await listener.load(new URL(path, site()).href, pageReady));
  }

  test('load /: the title, then how many landmarks and headings', async () => {
    const transcript = heading('Load /');
    await visit(transcript, '/');
    await expectTranscript(transcript, 'load');
  });

  test('the first eight headings, by H', async () => {
    const transcript = heading('The first eight headings of /, by H');
    await visit(transcript, '/');
    for (let press = 0; press < 8; press += 1) transcript.step('H', await listener.press(['h']));
    await expectTranscript(transcript, 'headings');
  });

  test('Tab through the header: names, roles and states', async () => {
    const transcript = heading('Tab through the header of /');
    await visit(transcript, '/');
    // Until focus has left the header (and the skip link before it): the last stop is where it lands after.
    await tabUntil(listener, transcript, focusIn('#main, main, footer'), { each: true });
    // The first Tab, from the page's start onto the skip link, is silent here (so before the fixes too): Orca
    // says nothing as Firefox moves focus in from its own window. Named, so any other silent stop fails.
    await expectTranscript(transcript, 'header', ['Tab: a stop with no role: ""']);
  });

  test('a desktop menu opens on Enter and closes on Escape, focus back on its trigger', async () => {
    const transcript = heading('The Solutions menu at 1440 px');
    await visit(transcript, '/');
    const trigger = focusOnText(`${desktopNav} button`, 'Solutions');
    await tabUntil(listener, transcript, trigger);
    const open = new Function(`return document.activeElement?.getAttribute('aria-expanded') === 'true';`);
    transcript.step('Return', await listener.press(['Return'], open as () => boolean));
    transcript.step('Tab', await listener.press(['Tab'], focusIn(`${desktopNav} [id]`)));
    transcript.closed('Escape', await listener.press(['Escape'], trigger));
    await expectTranscript(transcript, 'menu-desktop');
  });

  test('the mobile menu at 390 px opens, drills into a group and goes Back', async () => {
    const transcript = heading('The mobile menu at 390 px');
    await visit(transcript, '/', mobile);
    const trigger = 'header [aria-label="Menu"]';
    await tabUntil(listener, transcript, focusOn(trigger));
    transcript.step('Return', await listener.press(['Return'], focusIn(dialog)), {
      opens: { role: 'dialog', name: 'Menu' },
    });
    const group = `${dialog} nav button[aria-expanded]`;
    await tabUntil(listener, transcript, focusOn(group));
    transcript.step('Return', await listener.press(['Return'], focusOn(`${dialog} nav button:not([aria-expanded])`)));
    transcript.step('Return (Back)', await listener.press(['Return'], focusOn(group)));
    transcript.closed('Escape', await listener.press(['Escape'], gone(dialog)));
    await expectTranscript(transcript, 'menu-mobile');
  });

  test('the conversation dialog: its role and title first, Tab through it, Escape', async () => {
    const transcript = heading('The conversation dialog');
    await visit(transcript, '/');
    const trigger = '[data-conversation-trigger]';
    await tabUntil(listener, transcript, focusOn(trigger));
    transcript.step('Return', await listener.press(['Return'], focusIn(dialog)), {
      opens: { role: 'dialog', name: 'Start a Conversation' },
    });
    // Focus starts on the dialog itself, so its role and title are heard first; the dialog is no Tab stop, so
    // once round means back at the first control Tab reaches (a trap holds it there), at most 30 stops.
    transcript.step('Tab', await listener.press(['Tab'], focusIn(dialog)));
    const first = await listener.evaluate(() => document.activeElement?.outerHTML);
    const backToFirst = new Function(`return document.activeElement?.outerHTML === ${JSON.stringify(first)};`);
    await tabUntil(listener, transcript, backToFirst as () => boolean, { each: true, within: dialog });
    transcript.closed('Escape', await listener.press(['Escape'], gone(dialog)));
    await expectTranscript(transcript, 'dialog');
  });

  test('the contact form: sent empty, then filled in and sent', async () => {
    const transcript = heading('The contact form on /contact');
    await visit(transcript, '/contact');
    const send = `${contactForm} button[type="submit"]`;
    await tabUntil(listener, transcript, focusOn(send));
    const firstField = `${contactForm} input:not([type="hidden"], [tabindex="-1"])`;
    transcript.refused(
      'Return (send empty)',
      await listener.press(['Return'], focusOn(firstField)),
      'Your message has not been sent yet',
    );
    // Field by field as the form orders them: type each answer, tick the consent, Tab on until Send.
    const answers: Record<string, string> = {
      'First name': entries.firstName,
      'Last name': entries.lastName,
      Company: entries.company,
      Email: entries.email,
      Phone: entries.phone,
      Country: entries.country,
      'Reason for contacting': entries.reasonForContacting,
    };
    for (let stops = 0; ; stops += 1) {
      if (stops === 20) throw new Error('20 Tab stops in the form never reached Send');
      const label = await listener.evaluate(() => {
        const field = document.activeElement as HTMLInputElement | null;
        return field?.type === 'checkbox' ? 'consent' : (field?.labels?.[0]?.textContent ?? field?.textContent ?? '');
      });
      const answer = Object.entries(answers).find(([name]) => label.startsWith(name))?.[1];
      if (answer) {
        await listener.type(answer);
        transcript.typed(`type "${answer}"`);
      }
      if (label === 'consent') {
        const ticked = new Function(`return document.activeElement?.checked === true;`) as () => boolean;
        transcript.step('space', await listener.press(['space'], ticked));
      }
      if (await listener.evaluate(focusOn(send))) break;
      transcript.step('Tab', await listener.press(['Tab']));
    }
    const sent = new Function(
      `return document.querySelector(${JSON.stringify(`${contactForm} [role="status"]`)})?.textContent?.trim() === ${JSON.stringify(SUCCESS)};`,
    );
    transcript.answered('Return (send)', await listener.press(['Return'], sent as () => boolean), SUCCESS);
    await expectTranscript(transcript, 'form');
  });

  test('the theme toggle', async () => {
    const transcript = heading('Switch the theme');
    await visit(transcript, '/');
    const toggle = 'header button[aria-pressed]';
    await tabUntil(listener, transcript, focusOn(toggle));
    const dark = new Function(`return document.body.classList.contains('dark');`) as () => boolean;
    transcript.step('Return', await listener.press(['Return'], dark));
    await expectTranscript(transcript, 'theme');
  });
});
