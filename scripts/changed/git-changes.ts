// What differs from a git ref in the working tree, file by file with the lines that differ now: committed,
// staged, unstaged and untracked alike, so a change is chosen before it is committed.
import { execFileSync } from 'node:child_process';
import type { Change } from './select-tests.ts';

// Paths as they are (a curly apostrophe in a page's file name is not octal-quoted).
const git = (root: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'core.quotePath=false', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });

/** The merge base of HEAD with main: what a branch has changed, without what main gained since. */
export const mainMergeBase = (root = process.cwd()) => git(root, 'merge-base', 'HEAD', 'main').trim();

/** The lines of a hunk as the file now stands; a deletion counts the lines on either side of where it was. */
function hunkLines(header: string): number[] {
  const match = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(header);
  if (!match) throw new Error(`Not a hunk header: ${header}`);
  const start = Number(match[1]);
  const count = match[2] === undefined ? 1 : Number(match[2]);
  return count === 0 ? [start, start + 1] : Array.from({ length: count }, (_, index) => start + index);
}

/** Parses `git diff -U0`: each file's changed lines, or none (all of it) when it was deleted or is binary. */
export function parseDiff(diff: string): Change[] {
  const files: { file: string; lines: number[]; whole: boolean }[] = [];
  for (const line of diff.split('\n')) {
    const current = files.at(-1);
    // 'diff --git a/<path> b/<path>': the path as it is now (the same but for a rename).
    if (line.startsWith('diff --git '))
      files.push({ file: line.slice(line.indexOf(' b/') + 3), lines: [], whole: false });
    else if (!current) continue;
    else if (line === '+++ /dev/null' || line.startsWith('Binary files ')) current.whole = true;
    else if (line.startsWith('@@ ')) current.lines.push(...hunkLines(line));
  }
  return files.map(({ file, lines, whole }) => (whole || !lines.length ? { file } : { file, lines }));
}

/** Every file that differs from `ref` in the working tree, untracked ones whole. */
export function gitChanges(ref: string, root = process.cwd()): Change[] {
  const tracked = parseDiff(git(root, 'diff', '-U0', '--no-color', '--no-ext-diff', ref));
  const untracked = git(root, 'ls-files', '--others', '--exclude-standard').split('\n').filter(Boolean);
  return [...tracked, ...untracked.map((file) => ({ file }))];
}
