// The package's public entry: draw the stand-in art, or check what was drawn.
import { checkOutputs } from './check.mjs';
import { configure } from './settings.mjs';

export { generate, GROUPS } from './generate.mjs';
export { OUTPUT_LIST } from './outputs.mjs';

/**
 * Checks the files under outDir: `problems` (missing, wrongly sized, stray, over budget; empty when
 * all is well) and a size `summary`, one line a group.
 */
export async function check({ outDir, tokensDir }) {
  configure({ outDir, tokensDir });
  return checkOutputs();
}
