// The enterprise service galleries (the '-1' landscape and '-2' portrait pictures of each
// service), drawn as screens like the case studies, each with the alt text of its drawing.
// src/content/services.ts uses these words (tests/unit/drawn-screens.test.ts checks).
// Elsewhere on the site the same files appear as decoration, with alt="".

const bar = ['appBar', '40px'];

export const SERVICE_SCREENS = {
  'data-ai': [
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['stats', '96px', { count: 3 }], ['chart', 1, { kind: 'band', points: 9 }]],
      alt: 'Drawing of a forecasting dashboard in a browser: three summary tiles above a line chart whose shaded confidence band widens towards the future',
    },
    {
      device: 'tablet',
      blocks: [bar, ['chart', 1, { kind: 'line' }], ['chat', 1.2, { messages: ['out', 'in', 'out'] }]],
      alt: 'Drawing of a model review on a tablet: a line chart above a conversation with an AI assistant in message bubbles',
    },
  ],
  'digital-transformation': [
    {
      device: 'browser',
      blocks: [bar, ['matrix', 1, { dots: 10 }]],
      alt: 'Drawing of a value map in a browser: opportunities as dots on an impact by effort grid, the high-impact, low-effort quarter tinted blue',
    },
    {
      device: 'tablet',
      blocks: [bar, ['timeline', 1.6, { count: 5, done: 3 }], ['button', '46px', { width: 0.6 }]],
      alt: 'Drawing of a redesigned workflow on a tablet: five steps on a line, three ticked and the fourth in progress, and a test button',
    },
  ],
  'platforming-cloud': [
    {
      device: 'browser',
      blocks: [bar, ['board', 1, { columns: 3, cards: [3, 3, 3] }]],
      alt: 'Drawing of a cloud landing zone in a browser: three separate account columns, one per environment, each holding service cards with a cloud icon',
    },
    {
      device: 'tablet',
      blocks: [
        bar,
        ['stats', '96px', { count: 2 }],
        ['chart', 1, { kind: 'bars', points: 6 }],
        ['rows', 0.8, { count: 3, lead: 'dot', trail: 'pill', tones: ['success', 'success', 'danger'] }],
      ],
      alt: 'Drawing of a cost and reliability dashboard on a tablet: two summary tiles, a bar chart of monthly cost and three service checks with green or red dots',
    },
  ],
  'technology-engineering': [
    {
      device: 'browser',
      blocks: [
        bar,
        ['tabs', '40px', { count: 4, active: 0 }],
        ['grid', 1, { cols: 3, rows: 1, selected: [1] }],
        ['fields', '80px', { count: 1 }],
        ['button', '46px', { pair: true }],
      ],
      alt: 'Drawing of a design system page in a browser: tabs, three component cards, a form field and a pair of buttons in the site’s colours',
    },
    {
      device: 'tablet',
      blocks: [bar, ['editor', 1, { lines: 18 }]],
      alt: 'Drawing of a code editor on a tablet: a file list beside indented lines of code in several colours, one line highlighted',
    },
  ],
};
