// Components a page renders that are islands in the browser, each with its mark: the build's server writes the mark
// in the component's place (scripts/vite-island-marks.ts, vite.config.ts), and the mark renders the island's module.
// `npm run test:changed` reads the pairs too: a page that draws a component draws its island (scripts/changed/module-graph.ts).
// Paths from the project root.
export const islandMarkSources: Readonly<Record<string, string>> = {
  'src/components/conversation/start-conversation-button.tsx': 'src/islands/conversation-trigger-mark.tsx',
  'src/components/sections/worker-carousel.tsx': 'src/islands/worker-carousel-mark.tsx',
  'src/components/sections/testimonial-slider.tsx': 'src/islands/testimonial-slider-mark.tsx',
  'src/components/sections/case-study-filter.tsx': 'src/islands/case-study-filter-mark.tsx',
  'src/components/sections/case-study-gallery.tsx': 'src/islands/case-study-gallery-mark.tsx',
  'src/components/news/news-feed.tsx': 'src/islands/news-mark.tsx',
  'src/components/news/post-list.tsx': 'src/islands/post-list-mark.tsx',
  'src/components/sections/hero-media.tsx': 'src/islands/hero-video-mark.tsx',
  'src/components/sections/hover-media.tsx': 'src/islands/card-clip-mark.tsx',
  'src/components/consent/privacy-choices-button.tsx': 'src/islands/privacy-choices-mark.tsx',
};
