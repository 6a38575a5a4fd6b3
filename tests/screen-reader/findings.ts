import type { Transcript } from './transcript';

// What a listener must always hear, checked on every transcript. A transcript that changes fails on its own
// (the baseline); these name the faults a transcript can hold even when it is the recorded one.

/** What Orca calls the controls a Tab can reach: a stop that says none of these has no role a listener hears. */
const controls =
  /\b(link|button|entry|combo box|check box|radio button|menu item|page tab|slider|spin button|list box|tree item|password text)\b/;
const roles = new RegExp(`${controls.source}|\\bdialog\\b`);

export function findings(transcript: Transcript): string[] {
  return transcript.steps.flatMap(({ action, heard, opens }) => {
    const found: string[] = [];
    const said = heard.join(' ');
    if (action.startsWith('Tab') && !roles.test(said)) found.push(`${action}: a stop with no role: "${said}"`);
    if (action.startsWith('Tab') && /^\s*clickable\.?\s*$/.test(heard.at(-1) ?? ''))
      found.push(`${action}: a stop with no name, only "clickable"`);
    if (opens) {
      // Its role and title, before any control in it (a trigger's "expanded" may come first).
      const announced = heard.findIndex((line) => line.includes(`${opens.name} ${opens.role}`));
      const control = heard.findIndex((line) => controls.test(line));
      if (announced < 0 || (control >= 0 && control < announced))
        found.push(`${action}: the ${opens.role} "${opens.name}" opened, but first was heard "${heard[0] ?? ''}"`);
    }
    return found;
  });
}
