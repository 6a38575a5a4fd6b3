import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findings } from './findings';
import type { Listener } from './listener';
import { focusIn, focusOn } from './page-states';
import { describeScreenReader, expectTranscript, recorded } from './suite';
import { Transcript } from './transcript';

// The canary: a page with two planted faults (fixtures/canary.html?faults: a dialog without a title, a focusable
// box without a role or a name) must fail what the site's journeys are held to, where the same page without them
// passes. Proves the suite hears what a listener would miss, through the same Orca, Firefox and checks.

const page = readFileSync(new URL('fixtures/canary.html', import.meta.url));
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Tab to the button, on to the box and back, open the dialog, close it. */
async function listen(listener: Listener, query: string): Promise<Transcript> {
  const transcript = new Transcript(`The canary page${query ? `, ${query}` : ''}`, origin);
  const loaded = () => document.readyState === 'complete';
  transcript.load('load', await listener.load(`${origin}/${query}`, loaded));
  transcript.step('Tab', await listener.press(['Tab'], focusOn('#open')));
  transcript.step('Tab', await listener.press(['Tab'], focusOn('#box')));
  transcript.step('shift+Tab', await listener.press(['shift+Tab'], focusOn('#open')));
  transcript.step('Return', await listener.press(['Return'], focusIn('#dialog')), {
    opens: { role: 'dialog', name: 'Settings' },
  });
  transcript.step('Escape', await listener.press(['Escape'], focusOn('#open')));
  return transcript;
}

describeScreenReader('screen reader: the canary', (listener) => {
  test('the sound page: every stop has a role and a name, the dialog is announced with its title', async () => {
    const transcript = await listen(listener(), '');
    expect(findings(transcript)).toEqual([]);
    await expectTranscript(transcript, 'canary-sound');
  });

  test('the planted faults: both are found, and the transcript is not the sound one', async () => {
    const transcript = await listen(listener(), '?faults');
    expect(findings(transcript)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Tab: a stop with no role/),
        expect.stringMatching(/^Return: the dialog "Settings" opened, but first was heard/),
      ]),
    );
    const sound = await listen(listener(), '');
    expect(recorded(transcript)).not.toBe(recorded(sound));
    await expectTranscript(transcript, 'canary-faults', findings(transcript));
  });
});
