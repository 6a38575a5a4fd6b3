import type { Utterance } from './orca-log';

// A journey's transcript: each step a person took ("> Tab"), then what Orca said for it, one utterance a line.
// It is kept as a text baseline (__transcripts__/) and reviewed like an accessibility-tree snapshot.

export type Step = {
  action: string;
  heard: string[];
  /** The step opens a dialog: a listener must hear its role and title first. */
  opens?: { role: 'dialog'; name: string };
  /** What was said is left out of the transcript (see `typed`). */
  unkept?: boolean;
};

export class Transcript {
  readonly steps: Step[] = [];

  constructor(
    readonly title: string,
    /** The address the suite's own server has this run, written as `SITE` so the transcript does not move. */
    private readonly origin: string,
  ) {}

  step(action: string, heard: Utterance[], expectations: Pick<Step, 'opens'> = {}) {
    this.steps.push({
      action,
      // Orca reads links, capitals and its own messages in other voices: a listener hears the difference.
      heard: heard.map(({ text, voice }) => {
        const said = text.replaceAll(this.origin, 'SITE').replace(/\s*\n\s*/g, ' ');
        return voice ? `[${voice}] ${said}` : said;
      }),
      ...expectations,
    });
  }

  /**
   * A page load: what Orca says while a page arrives (its title as a document, "Loading", the first line) comes
   * in the order the browser's events happen to reach it, and it counts links as scripts add them. Kept: the
   * title as it finished loading and the summary, with the number of links left out.
   */
  load(action: string, heard: Utterance[]) {
    this.step(
      action,
      heard
        .filter(({ text }) => text.startsWith('Finished loading') || text.startsWith('Page has'))
        .map(({ text, voice }) => ({ text: text.replace(/, \d+ (unvisited|visited) links?/g, ''), voice })),
    );
  }

  /**
   * Typing: while a field takes keys, what Orca says (a list's type-ahead passing other options, a message shown
   * for a moment while the address is half typed) depends on how fast the keys come. Not kept.
   */
  typed(action: string) {
    this.steps.push({ action, heard: [], unkept: true });
  }

  /**
   * Closing a menu or a dialog: its trigger's state and the focus coming back change at once, and Orca reads the
   * trigger as it finds it, with or without the mode and the page around it. Kept: what it said last of the
   * page (its own "Browse mode" and "Focus mode" left aside).
   */
  closed(action: string, heard: Utterance[]) {
    this.step(action, heard.filter(({ text }) => !/^(Browse|Focus) mode$/.test(text)).slice(-1));
  }

  /**
   * A form's answer: its status region speaks while the form resets, and Orca reads a reset list going back to
   * its first option before or after; a quick answer also replaces "Sending" before Orca says it. Kept: the last
   * thing the status region said, the outcome.
   */
  answered(action: string, heard: Utterance[], outcome: string) {
    this.step(action, heard.filter(({ text }) => text.includes(outcome)).slice(-1));
  }

  /**
   * A refused send: the status region's count and the first field taking focus come at once, and Orca says them
   * in either order. Kept: all of it, the status region's words first.
   */
  refused(action: string, heard: Utterance[], status: string) {
    const fromStatus = (text: string) => text.includes(status);
    this.step(action, [
      ...heard.filter(({ text }) => fromStatus(text)),
      ...heard.filter(({ text }) => !fromStatus(text)),
    ]);
  }

  toString(): string {
    const lines = this.steps.flatMap(({ action, heard, unkept }) => [
      `> ${action}`,
      ...(unkept ? ['  (not kept: depends on the pace of the keys)'] : []),
      ...(heard.length ? heard.map((said) => `  ${said}`) : unkept ? [] : ['  (silence)']),
    ]);
    return `# ${this.title}\n${lines.join('\n')}\n`;
  }
}
