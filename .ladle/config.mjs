/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'stories/**/*.stories.tsx',
  // Ladle gets its own small Vite config: the app's router plugin fails inside Ladle.
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build',
  addons: {
    theme: { enabled: true, defaultState: 'light' },
    width: { enabled: true, options: { mobile: 390, desktop: 1440 }, defaultState: 0 },
    a11y: { enabled: false },
    msw: { enabled: false },
    source: { enabled: false },
    ladle: { enabled: false },
  },
};
