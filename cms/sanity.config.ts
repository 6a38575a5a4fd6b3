// The Infinyte blog's studio: the content model in ./schemas, posts listed by
// the site's categories (./structure.ts), and the code block editor the post
// body's `code` type needs. The project and dataset come from the site's own
// VITE_SANITY_* settings (see sanity.cli.ts).
import { codeInput } from '@sanity/code-input';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schemas';
import { structure } from './structure';

const env = import.meta.env ?? {};

export default defineConfig({
  name: 'default',
  title: 'Infinyte',
  projectId: env.VITE_SANITY_PROJECT_ID?.trim() ?? '',
  dataset: env.VITE_SANITY_DATASET?.trim() || 'production',
  plugins: [structureTool({ structure }), codeInput()],
  schema: { types: schemaTypes },
});
