// What each case study's pictures show: one drawn product screen per image. The
// words that describe each drawing (its alt text) belong to the site's content,
// which owns the picture; change them there when a drawing changes (README).
// A screen is a device and blocks stacked top to bottom (lib/screen.mjs):
// [block, weight or fixed height, options].

const bar = ['appBar', '40px'];
const backBar = ['appBar', '40px', { back: true }];
const cta = (options = {}) => ['button', '46px', options];

/** Per case study: the cover (also drawn, in the dark theme, as the page hero) and three gallery slides. */
export const SCREENS = {
  repairline: [
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['stats', '96px', { count: 3 }], ['timeline', 1, { count: 5, done: 3 }]],
    },
    {
      device: 'browser',
      blocks: [bar, ['photos', 1.1, { count: 3 }], ['lineItems', 1.5, { count: 4 }], cta({ width: 0.3 })],
    },
    {
      device: 'phone',
      blocks: [backBar, ['banner', 1], ['timeline', 1.8, { count: 5, done: 2 }]],
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['board', 1, { columns: 4, cards: [3, 2, 3, 1] }]],
    },
  ],
  'snap-savor': [
    {
      device: 'phone',
      blocks: [
        bar,
        ['banner', 1.3],
        ['tabs', '36px', { count: 3 }],
        ['slots', 1, { cols: 3, rows: 2, chosen: [1], taken: [3] }],
        cta(),
      ],
    },
    {
      device: 'phone',
      blocks: [bar, ['tabs', '36px', { count: 3 }], ['rows', 1, { count: 4, lead: 'photo', trail: 'pill' }]],
    },
    {
      device: 'phone',
      blocks: [
        backBar,
        ['tabs', '36px', { count: 3, active: 1 }],
        ['grid', 1, { cols: 2, rows: 3, selected: [0, 3] }],
        cta(),
      ],
    },
    {
      device: 'tablet',
      blocks: [bar, ['floor', 1, { booked: [0, 2, 3, 6, 7] }]],
    },
  ],
  'fade-home': [
    {
      device: 'phone',
      blocks: [
        backBar,
        ['profile', '96px'],
        ['photos', 0.8, { count: 3 }],
        ['slots', 0.7, { cols: 3, rows: 1, chosen: [0], taken: [] }],
        cta(),
      ],
    },
    {
      device: 'phone',
      blocks: [backBar, ['profile', '96px'], ['grid', 1, { cols: 2, rows: 2 }]],
    },
    {
      device: 'phone',
      blocks: [
        bar,
        ['map', 2.4, { pins: 1 }],
        ['rows', 0.6, { count: 1, lead: 'avatar', trail: 'button', highlight: 0 }],
      ],
    },
    {
      device: 'phone',
      blocks: [['space', '8px'], ['confirm', 1.1], ['lineItems', 1, { count: 2 }], cta()],
    },
  ],
  'pulse-coach': [
    {
      device: 'phone',
      blocks: [
        bar,
        ['stats', '104px', { count: 2 }],
        ['rows', 1, { count: 4, lead: 'photo', trail: 'check', tones: ['success', 'success', 'todo', 'todo'] }],
      ],
    },
    {
      device: 'phone',
      blocks: [
        bar,
        ['ring', 0.7, { share: 0.72 }],
        ['chart', 1, { kind: 'line' }],
        ['chart', 1, { kind: 'bars', points: 7 }],
      ],
    },
    {
      device: 'phone',
      blocks: [backBar, ['banner', 1.6], ['rows', 1, { count: 3, lead: 'dot', trail: 'none' }], cta()],
    },
    {
      device: 'phone',
      blocks: [
        bar,
        ['rows', 1, { count: 3, lead: 'dot', trail: 'pill', tones: ['success', 'accent', 'accent'] }],
        ['chat', 0.9, { messages: ['in'] }],
      ],
    },
  ],
  commons: [
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['banner', 1], ['rows', 1.2, { count: 3, lead: 'photo', trail: 'button', highlight: 0 }]],
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [
        bar,
        [
          'rows',
          1,
          { count: 5, lead: 'avatar', trail: 'pill', tones: ['accent', 'muted', 'muted', 'accent', 'muted'] },
        ],
      ],
    },
    {
      device: 'phone',
      blocks: [backBar, ['banner', 0.8], ['fields', 1.4, { count: 3, checkbox: true }], cta()],
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [
        bar,
        ['stats', '96px', { count: 3 }],
        ['rows', 1, { count: 4, lead: 'dot', trail: 'pill', tones: ['success', 'danger', 'success', 'success'] }],
      ],
    },
  ],
  'novara-conic': [
    {
      device: 'browser',
      blocks: [bar, ['banner', 0.9], ['grid', 1.2, { cols: 3, rows: 1 }]],
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['profile', '96px'], ['rows', 1, { count: 3, lead: 'dot', trail: 'check' }]],
    },
    {
      device: 'tablet',
      blocks: [bar, ['compare', 1, { cols: 3, rows: 4, best: 1 }]],
    },
    {
      device: 'browser',
      blocks: [bar, ['timeline', 1.3, { count: 4, done: 2 }], cta({ width: 0.3 })],
    },
  ],
  'auto-show-remote-sign-up': [
    {
      device: 'phone',
      blocks: [bar, ['banner', 1.2], ['fields', 1, { count: 2 }], cta()],
    },
    {
      device: 'browser',
      blocks: [
        bar,
        ['tabs', '40px', { count: 4, active: 1 }],
        ['slots', 1, { cols: 4, rows: 3, chosen: [5], taken: [0, 2, 7, 9] }],
      ],
    },
    {
      device: 'phone',
      blocks: [bar, ['scan', 1, { doc: 'code' }]],
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [
        bar,
        ['stats', '96px', { count: 3 }],
        ['rows', 1, { count: 4, lead: 'avatar', trail: 'pill', tones: ['success', 'accent', 'accent', 'muted'] }],
      ],
    },
  ],
  'bastian-bux': [
    {
      device: 'phone',
      blocks: [bar, ['wallet', 1.5], ['rows', 1, { count: 3, lead: 'dot', trail: 'amount' }]],
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['stats', '96px', { count: 3 }], ['chart', 1, { kind: 'bars', points: 12 }]],
    },
    {
      device: 'phone',
      blocks: [
        backBar,
        ['wallet', 1.3],
        ['tabs', '40px', { count: 3, active: 1 }],
        ['fields', 0.5, { count: 1 }],
        cta(),
      ],
    },
    {
      device: 'browser',
      blocks: [bar, ['stats', '96px', { count: 2 }], ['lineItems', 1, { count: 5 }]],
    },
  ],
  'salsa-nights': [
    {
      device: 'phone',
      blocks: [bar, ['calendar', 1.5], ['rows', 0.8, { count: 2, lead: 'photo', trail: 'pill' }]],
    },
    {
      device: 'phone',
      blocks: [backBar, ['banner', 1.2], ['rows', 1, { count: 3, lead: 'avatar', trail: 'none' }], cta()],
    },
    {
      device: 'phone',
      blocks: [
        bar,
        ['tabs', '36px', { count: 3, active: 1 }],
        ['rows', 1, { count: 4, lead: 'avatar', trail: 'button', highlight: 1 }],
      ],
    },
    {
      device: 'tablet',
      blocks: [bar, ['stats', '96px', { count: 3 }], ['chart', 1, { kind: 'line' }]],
    },
  ],
  carelink: [
    {
      device: 'phone',
      blocks: [backBar, ['chat', 1, { messages: ['in', 'out', 'in', 'out'] }]],
    },
    {
      device: 'phone',
      blocks: [
        bar,
        [
          'rows',
          1,
          { count: 5, lead: 'none', trail: 'check', tones: ['success', 'success', 'success', 'todo', 'todo'] },
        ],
      ],
    },
    {
      device: 'phone',
      blocks: [bar, ['timeline', 1.6, { count: 4, done: 1 }], cta({ variant: 'outline' })],
    },
    {
      device: 'tablet',
      blocks: [
        bar,
        [
          'rows',
          1,
          { count: 5, lead: 'dot', trail: 'pill', tones: ['danger', 'danger', 'accent', 'accent', 'success'] },
        ],
      ],
    },
  ],
  'rent-a-goalie': [
    {
      device: 'phone',
      blocks: [
        bar,
        ['map', 1.4, { pins: 3, route: false }],
        ['rows', 0.9, { count: 2, lead: 'avatar', trail: 'button', highlight: 0 }],
      ],
    },
    {
      device: 'phone',
      blocks: [backBar, ['profile', '96px'], ['rows', 1, { count: 3, lead: 'photo', trail: 'none' }]],
    },
    {
      device: 'phone',
      blocks: [['space', '8px'], ['confirm', 1.1], ['lineItems', 1, { count: 2 }], cta()],
    },
    {
      device: 'tablet',
      blocks: [
        bar,
        ['tabs', '40px', { count: 5, active: 2 }],
        ['rows', 1, { count: 4, lead: 'dot', trail: 'pill', tones: ['danger', 'success', 'danger', 'success'] }],
      ],
    },
  ],
  medminder: [
    {
      device: 'phone',
      blocks: [
        bar,
        ['rows', 1, { count: 4, lead: 'photo', trail: 'check', tones: ['success', 'success', 'todo', 'todo'] }],
      ],
    },
    {
      device: 'phone',
      blocks: [bar, ['scan', 1, { doc: 'label' }]],
    },
    {
      device: 'phone',
      blocks: [['reminder', 1]],
    },
    {
      device: 'tablet',
      blocks: [bar, ['ring', 0.7, { share: 0.9 }], ['week', 1, { rows: 3, missed: [4, 12] }]],
    },
  ],
  'crumb-club': [
    {
      device: 'browser',
      blocks: [bar, ['banner', 0.7], ['grid', 1.2, { cols: 4, rows: 1, selected: [0, 2] }]],
    },
    {
      device: 'browser',
      blocks: [bar, ['tabs', '40px', { count: 3 }], ['grid', 1, { cols: 3, rows: 2, selected: [1] }]],
    },
    {
      device: 'phone',
      blocks: [['space', '8px'], ['confirm', 1], ['lineItems', 1.1, { count: 3 }], cta()],
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [
        bar,
        [
          'rows',
          1,
          { count: 5, lead: 'photo', trail: 'check', tones: ['success', 'success', 'success', 'todo', 'todo'] },
        ],
      ],
    },
  ],
  'patient-self-check-in': [
    {
      device: 'tablet',
      blocks: [bar, ['bigButtons', 1, { count: 3 }]],
    },
    {
      device: 'tablet',
      blocks: [bar, ['scan', 1, { doc: 'card' }]],
    },
    {
      device: 'tablet',
      blocks: [bar, ['signature', 1], cta({ pair: true })],
    },
    {
      device: 'browser',
      blocks: [
        bar,
        [
          'rows',
          1,
          {
            count: 6,
            lead: 'avatar',
            trail: 'pill',
            tones: ['success', 'accent', 'accent', 'muted', 'muted', 'muted'],
            highlight: 0,
            glyphs: Array(6).fill('people'),
          },
        ],
      ],
    },
  ],
};
