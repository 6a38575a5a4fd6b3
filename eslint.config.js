import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import betterTailwind from 'eslint-plugin-better-tailwindcss';

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
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/packages/**', '@infinyte/*/*'], message: 'Use the package entry or its output.' }] },
      ],
    },
  },
  prettier,
);
