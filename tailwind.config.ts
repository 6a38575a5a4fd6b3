import type { Config } from 'tailwindcss';
import theme from './src/styles/generated/tailwind-theme.json' with { type: 'json' };

// The theme is written by scripts/build-tokens.ts from tokens/: every colour, font, radius,
// shadow, layer, duration and easing resolves to a design-token variable (the dark theme swaps
// those variables under `.dark`), so neither this file nor any other lists a token by name.
export default {
  darkMode: 'class',
  content: ['./index.html', './src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}', './.ladle/**/*.{ts,tsx}'],
  theme,
} satisfies Config;
