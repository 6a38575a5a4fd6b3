import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import betterTailwind from 'eslint-plugin-better-tailwindcss';
import { readdirSync } from 'node:fs';

const packageInsides = { group: ['**/packages/**', '@infinyte/*/*'], message: 'Use the package entry or its output.' };
const srcFolders = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Imports from anywhere in src/ but the layer's own folder and those beneath it, by alias or by a relative path. */
const above = (allowed) => ({
  group: [
    '@/*',
    ...allowed.flatMap((folder) => [`!@/${folder}`, `!@/${folder}/**`]),
    ...srcFolders
      .filter((folder) => !allowed.includes(folder))
      .flatMap((folder) => [`../**/${folder}`, `../**/${folder}/**`]),
  ],
  message: `This layer imports only from ${allowed.map((folder) => `src/${folder}`).join(' and ')} in src/.`,
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'build',
      'build-*',
      '.stories-*',
      'src/routeTree.gen.ts',
      'src/styles/generated',
      'playwright-report',
      'test-results',
      'tests/.report',
      'bench',
      '.tmp',
      // Local state and bundles of the hosts' runtimes (npm run test:hosts).
      '.wrangler',
      '.netlify',
      // The studio's build and local state, and the copy its broken-schema check makes (npm run test:studio).
      'cms/dist',
      'cms/.sanity',
      '.studio-check',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A class Tailwind does not know generates no CSS and silently does nothing: fail instead.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', '.ladle/**/*.tsx'],
    plugins: { 'better-tailwindcss': betterTailwind },
    settings: { 'better-tailwindcss': { entryPoint: 'src/styles/global.css' } },
    rules: { 'better-tailwindcss/no-unknown-classes': ['error', { detectComponentClasses: true }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The site uses a workspace package's output or its public entry, never its insides.
    ignores: ['packages/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageInsides] }] },
  },
  {
    // Content is data the rest reads; beneath it only config (the site's addresses). Neither imports upward.
    files: ['src/content/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageInsides, above(['content', 'config'])] }] },
  },
  {
    files: ['src/config/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [packageInsides, above(['config'])] }] },
  },
  prettier,
);
