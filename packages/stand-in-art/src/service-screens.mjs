// The enterprise service galleries (the '-1' landscape and '-2' portrait pictures of each
// service), drawn as screens like the case studies. Their alt texts live in the
// site's content beside the gallery that shows them.

const bar = ['appBar', '40px'];

export const SERVICE_SCREENS = {
  'data-ai': [
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['stats', '96px', { count: 3 }], ['chart', 1, { kind: 'band', points: 9 }]],
    },
    {
      device: 'tablet',
      blocks: [bar, ['chart', 1, { kind: 'line' }], ['chat', 1.2, { messages: ['out', 'in', 'out'] }]],
    },
  ],
  'digital-transformation': [
    {
      device: 'browser',
      blocks: [bar, ['matrix', 1, { dots: 10 }]],
    },
    {
      device: 'tablet',
      blocks: [bar, ['timeline', 1.6, { count: 5, done: 3 }], ['button', '46px', { width: 0.6 }]],
    },
  ],
  'platforming-cloud': [
    {
      device: 'browser',
      blocks: [bar, ['board', 1, { columns: 3, cards: [3, 3, 3] }]],
    },
    {
      device: 'tablet',
      blocks: [
        bar,
        ['stats', '96px', { count: 2 }],
        ['chart', 1, { kind: 'bars', points: 6 }],
        ['rows', 0.8, { count: 3, lead: 'dot', trail: 'pill', tones: ['success', 'success', 'danger'] }],
      ],
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
    },
    {
      device: 'tablet',
      blocks: [bar, ['editor', 1, { lines: 18 }]],
    },
  ],
};
