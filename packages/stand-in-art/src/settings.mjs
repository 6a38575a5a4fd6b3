// Where a run reads the design tokens from and writes its files to. The caller
// (the CLI or `generate()`) sets both; nothing here knows the site's layout.
import { join, resolve } from 'node:path';

let current;

/** Sets the output folder (files land at outDir + '/media/...') and the design-token folder. */
export function configure({ outDir, tokensDir }) {
  current = { outDir: resolve(outDir), tokensDir: resolve(tokensDir) };
}

function settings() {
  if (!current) throw new Error('stand-in-art: call configure({ outDir, tokensDir }) first');
  return current;
}

export const outDir = () => settings().outDir;
export const tokensDir = () => settings().tokensDir;

/** Absolute file path of a site path such as '/media/hero/home.mp4'. */
export const outFile = (sitePath) => join(outDir(), sitePath);
