import { closeSync, existsSync, openSync, readSync } from 'node:fs';

// Orca's debug log, read while Orca writes it. Most entries start with a time stamp, some (the banners around an
// event Orca processes) with none; an entry that spans lines has its continuation lines indented. `SPEECH OUTPUT` entries are what a listener hears; `EVENT MANAGER: Dequeued`
// entries say which event Orca has finished waiting for and taken in hand.

const entryStart = /^\d\d:\d\d:\d\d\.\d{6} - /;
/** `SPEECH OUTPUT: 'text'` then, for a voice other than the default, ` voice=name`, then the voice's settings. */
const speech = /^SPEECH OUTPUT: '([\s\S]*)'(?: voice=(\w+))?\{[^{}]*\}$/;

export type Utterance = { text: string; voice?: string };

export class OrcaLog {
  private offset = 0;
  private partial = '';
  readonly entries: string[] = [];

  constructor(readonly path: string) {}

  /** Reads what Orca wrote since the last read; returns the number of entries. */
  read(): number {
    if (!existsSync(this.path)) return this.entries.length;
    const fd = openSync(this.path, 'r');
    try {
      const buffer = Buffer.alloc(1 << 20);
      let text = '';
      for (let bytes; (bytes = readSync(fd, buffer, 0, buffer.length, this.offset)) > 0;) {
        this.offset += bytes;
        text += buffer.toString('utf8', 0, bytes);
      }
      this.append(text);
    } finally {
      closeSync(fd);
    }
    return this.entries.length;
  }

  private append(text: string) {
    // Only whole lines: Orca writes line by line, and the last line may still be on its way.
    const lines = (this.partial + text).split('\n');
    this.partial = lines.pop()!;
    for (const line of lines) {
      if (/^\s/.test(line) && this.entries.length > 0) this.entries[this.entries.length - 1] += `\n${line.trim()}`;
      else if (line) this.entries.push(line.replace(entryStart, ''));
    }
  }

  /** Polls the log until an entry after `from` passes `test`; returns its index. The timeout is a failure limit. */
  async waitFor(test: (entry: string) => boolean, from: number, what: string, timeoutMs = 30_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (let index = from; ;) {
      this.read();
      for (; index < this.entries.length; index++) if (test(this.entries[index]!)) return index;
      if (Date.now() > deadline) throw new Error(`Orca's log never showed ${what} (${this.path})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** What Orca said between two entries. */
  utterances(from: number, to = this.entries.length): Utterance[] {
    return this.entries.slice(from, to).flatMap((entry) => {
      const match = speech.exec(entry);
      if (!match) return [];
      return [match[2] ? { text: match[1]!, voice: match[2] } : { text: match[1]! }];
    });
  }
}
