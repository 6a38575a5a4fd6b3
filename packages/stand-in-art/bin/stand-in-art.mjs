#!/usr/bin/env node
// stand-in-art [--out=public] [--tokens=tokens] [--only=GROUP] [--check]
// Draws the stand-in art into OUT/media (and OUT/favicon.svg) in the colours of the
// design tokens in TOKENS, then checks every file; --check only checks. Exit 1 on a problem.
import { parseArgs } from 'node:util';
import { check, generate, GROUPS } from '../src/index.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'public' },
    tokens: { type: 'string', default: 'tokens' },
    only: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});
const folders = { outDir: values.out, tokensDir: values.tokens };

if (values.only && !GROUPS.includes(values.only)) {
  console.error(`Unknown group "${values.only}". Groups: ${GROUPS.join(', ')}`);
  process.exit(2);
}
if (!values.check) {
  const started = Date.now();
  await generate({ ...folders, only: values.only });
  console.log(`Drew ${values.only ?? 'all stand-in art'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const { problems, summary } = await check(folders);
console.log(summary.join('\n'));
if (problems.length) {
  const shown = problems.slice(0, 20);
  const more = problems.length > shown.length ? `\n  ... and ${problems.length - shown.length} more` : '';
  console.error(`\n${problems.length} problem(s):\n  ${shown.join('\n  ')}${more}`);
  process.exitCode = 1;
} else {
  console.log('All files present with the right sizes.');
}
