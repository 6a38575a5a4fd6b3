import type { Config } from 'tailwindcss';
import spaceTokens from './tokens/space.json' with { type: 'json' };

// Every colour, font, radius and shadow resolves to a design-token variable
// written by scripts/build-tokens.mjs; the dark theme swaps those variables
// under `.dark`, so no utility here names a raw value.
const v = (name: string) => `var(--ds-${name})`;
const px = (token: { $value: string }) => token.$value;
const { breakpoint } = spaceTokens;

const textSizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl'] as const;

export default {
  darkMode: 'class',
  content: ['./index.html', './src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}', './.ladle/**/*.{ts,tsx}'],
  theme: {
    screens: {
      sm: px(breakpoint.sm),
      md: px(breakpoint.md),
      lg: px(breakpoint.lg),
      xl: px(breakpoint.xl),
      '2xl': px(breakpoint['2xl']),
    },
    colors: {
      transparent: 'transparent',
      current: 'currentColor',
      inherit: 'inherit',
      surface: {
        DEFAULT: v('color-surface-base'),
        muted: v('color-surface-muted'),
        raised: v('color-surface-raised'),
        inverse: v('color-surface-inverse'),
      },
      fg: {
        DEFAULT: v('color-fg-base'),
        muted: v('color-fg-muted'),
        inverse: v('color-fg-inverse'),
        'inverse-muted': v('color-fg-inverse-muted'),
      },
      accent: {
        DEFAULT: v('color-accent-base'),
        hover: v('color-accent-hover'),
        fg: v('color-accent-fg'),
        subtle: v('color-accent-subtle'),
      },
      border: {
        DEFAULT: v('color-border-base'),
        strong: v('color-border-strong'),
      },
      ring: v('color-ring'),
      danger: v('color-danger'),
      success: v('color-success'),
      overlay: v('color-overlay'),
      glow: v('color-glow'),
      media: {
        fg: v('color-media-fg'),
        scrim: v('color-media-scrim'),
      },
    },
    fontFamily: {
      sans: v('font-family-sans'),
      display: v('font-family-display'),
      mono: v('font-family-mono'),
    },
    fontWeight: {
      normal: v('font-weight-regular'),
      medium: v('font-weight-medium'),
      semibold: v('font-weight-semibold'),
      bold: v('font-weight-bold'),
      extrabold: v('font-weight-black'),
    },
    fontSize: Object.fromEntries(
      textSizes.map((size) => [size, [v(`font-size-${size}`), { lineHeight: v(`font-line-height-${size}`) }]]),
    ),
    letterSpacing: {
      tight: v('font-tracking-tight'),
      normal: v('font-tracking-normal'),
      wide: v('font-tracking-wide'),
    },
    borderRadius: {
      none: '0',
      sm: v('radius-sm'),
      DEFAULT: v('radius-md'),
      md: v('radius-md'),
      lg: v('radius-lg'),
      xl: v('radius-xl'),
      full: v('radius-pill'),
    },
    boxShadow: {
      none: 'none',
      sm: v('shadow-sm'),
      DEFAULT: v('shadow-md'),
      md: v('shadow-md'),
      lg: v('shadow-lg'),
      glow: v('shadow-glow'),
    },
    zIndex: {
      0: v('z-base'),
      raised: v('z-raised'),
      header: v('z-header'),
      floating: v('z-floating'),
      overlay: v('z-overlay'),
      dialog: v('z-dialog'),
      'skip-link': v('z-skip-link'),
    },
    extend: {
      spacing: {
        gutter: v('space-gutter'),
        section: v('space-section'),
        'carousel-gap': v('space-carousel-gap'),
        'gallery-gutter': v('space-gallery-gutter'),
        'gallery-gap': v('space-gallery-gap'),
      },
      maxWidth: {
        container: v('space-container'),
        prose: v('space-prose'),
      },
      transitionDuration: {
        fast: v('motion-duration-fast'),
        base: v('motion-duration-base'),
        DEFAULT: v('motion-duration-base'),
        slow: v('motion-duration-slow'),
      },
      transitionTimingFunction: {
        DEFAULT: v('motion-easing-standard'),
        standard: v('motion-easing-standard'),
        enter: v('motion-easing-enter'),
        exit: v('motion-easing-exit'),
      },
    },
  },
} satisfies Config;
