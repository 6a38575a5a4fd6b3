import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startDesktop, type Desktop } from './desktop';
import { findings } from './findings';
import { Listener } from './listener';
import { missingTool } from './tools';
import type { Transcript } from './transcript';

// What every screen-reader test file shares: skipped by name without Orca, one desktop and one Firefox per file.

const missing = missingTool();

export function describeScreenReader(name: string, define: (listener: () => Listener) => void) {
  describe.skipIf(missing)(missing ? `${name}: skipped: ${missing}` : name, () => {
    let desktop: Desktop | undefined;
    let listener: Listener | undefined;
    beforeAll(async () => {
      desktop = await startDesktop();
      listener = await Listener.open(desktop);
    }, 120_000);
    afterAll(async () => {
      await listener?.close();
      await desktop?.stop();
    });
    define(() => listener!);
  });
}

/** The transcript as its baseline keeps it: what was heard, then the findings, so a review sees them. */
export function recorded(transcript: Transcript): string {
  const found = findings(transcript);
  if (found.length === 0) return `${transcript}`;
  return `${transcript}\n## Findings\n${found.map((line) => `- ${line}\n`).join('')}`;
}

/**
 * Compares with the baseline in __transcripts__/ (`-- --update` rewrites it), and fails on any finding but the
 * ones named, each with its reason where it is named: a recorded fault is still a fault, and a named one that
 * goes away fails too, so its exception goes with it.
 */
export async function expectTranscript(transcript: Transcript, name: string, knownFindings: string[] = []) {
  await expect(recorded(transcript)).toMatchFileSnapshot(`__transcripts__/${name}.txt`);
  expect(findings(transcript), `what a listener must hear, in ${name}`).toEqual(knownFindings);
}
