// What each case study's pictures show: one drawn product screen per image, and
// the alt text that describes that drawing. src/content/case-studies.ts uses the
// same words (tests/unit/drawn-screens.test.ts keeps the two equal), so a
// change to a drawing and to its description travel together.
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
      alt: 'Drawing of the RepairLine web app in a browser: three summary tiles above a repair timeline of five milestones, three ticked and the fourth in progress',
    },
    {
      device: 'browser',
      blocks: [bar, ['photos', 1.1, { count: 3 }], ['lineItems', 1.5, { count: 4 }], cta({ width: 0.3 })],
      alt: 'Drawing of the RepairLine estimate screen: three photo tiles marked with a car, four priced line items with a total, and a send button',
    },
    {
      device: 'phone',
      blocks: [backBar, ['banner', 1], ['timeline', 1.8, { count: 5, done: 2 }]],
      alt: 'Drawing of the RepairLine driver view on a phone: a picture with a car above five repair milestones, two ticked and the third in progress',
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['board', 1, { columns: 4, cards: [3, 2, 3, 1] }]],
      alt: 'Drawing of the RepairLine shop board in a browser: vehicle cards, each with a car icon and a status tag, in four columns, one per repair stage',
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
      alt: 'Drawing of the Snap & Savor booking screen on a phone: a restaurant picture, date tabs, six time slots with one chosen and one taken, and a book button',
    },
    {
      device: 'phone',
      blocks: [bar, ['tabs', '36px', { count: 3 }], ['rows', 1, { count: 4, lead: 'photo', trail: 'pill' }]],
      alt: 'Drawing of the Snap & Savor restaurant list on a phone: four restaurants, each with a plate icon and an open time slot tag',
    },
    {
      device: 'phone',
      blocks: [
        backBar,
        ['tabs', '36px', { count: 3, active: 1 }],
        ['grid', 1, { cols: 2, rows: 3, selected: [0, 3] }],
        cta(),
      ],
      alt: 'Drawing of the Snap & Savor pre-order menu on a phone: six dish cards with add buttons, two of them ticked, and an order button',
    },
    {
      device: 'tablet',
      blocks: [bar, ['floor', 1, { booked: [0, 2, 3, 6, 7] }]],
      alt: 'Drawing of the Snap & Savor host tablet: the evening’s floor plan seen from above, eleven tables with chairs, five booked tables filled in blue',
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
      alt: 'Drawing of a Fade Home barber profile on a phone: a round badge with scissors, a star rating, three tiles of recent cuts, the next free times and a book button',
    },
    {
      device: 'phone',
      blocks: [backBar, ['profile', '96px'], ['grid', 1, { cols: 2, rows: 2 }]],
      alt: 'Drawing of a Fade Home barber portfolio on a phone: a profile header with a star rating above four picture cards of recent cuts',
    },
    {
      device: 'phone',
      blocks: [
        bar,
        ['map', 2.4, { pins: 1 }],
        ['rows', 0.6, { count: 1, lead: 'avatar', trail: 'button', highlight: 0 }],
      ],
      alt: 'Drawing of the Fade Home live map on a phone: a dashed route from a blue dot to a red pin, and the barber’s card with a message button',
    },
    {
      device: 'phone',
      blocks: [['space', '8px'], ['confirm', 1.1], ['lineItems', 1, { count: 2 }], cta()],
      alt: 'Drawing of a Fade Home booking confirmation on a phone: a green ticked badge, two priced lines with a total, and a done button',
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
      alt: 'Drawing of the Pulse Coach workout screen on a phone: two summary tiles above today’s four exercises, each with a heartbeat icon and a tick box, two ticked',
    },
    {
      device: 'phone',
      blocks: [
        bar,
        ['ring', 0.7, { share: 0.72 }],
        ['chart', 1, { kind: 'line' }],
        ['chart', 1, { kind: 'bars', points: 7 }],
      ],
      alt: 'Drawing of the Pulse Coach recovery dashboard on a phone: a recovery ring, a heart-rate line chart and a bar chart of seven nights of sleep',
    },
    {
      device: 'phone',
      blocks: [backBar, ['banner', 1.6], ['rows', 1, { count: 3, lead: 'dot', trail: 'none' }], cta()],
      alt: 'Drawing of a Pulse Coach exercise screen on a phone: a large demo picture with a heartbeat icon, three form cues as bullet lines and a start button',
    },
    {
      device: 'phone',
      blocks: [
        bar,
        ['rows', 1, { count: 3, lead: 'dot', trail: 'pill', tones: ['success', 'accent', 'accent'] }],
        ['chat', 0.9, { messages: ['in'] }],
      ],
      alt: 'Drawing of the Pulse Coach weekly plan on a phone: three planned sessions with tags, then a note from the coach in a message bubble and a reply field',
    },
  ],
  commons: [
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['banner', 1], ['rows', 1.2, { count: 3, lead: 'photo', trail: 'button', highlight: 0 }]],
      alt: 'Drawing of a Commons group home page in a browser: a group banner above three upcoming events, each with a sign-up button',
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
      alt: 'Drawing of the Commons member directory in a browser: five members, each a round badge with a people icon, a name and a role tag',
    },
    {
      device: 'phone',
      blocks: [backBar, ['banner', 0.8], ['fields', 1.4, { count: 3, checkbox: true }], cta()],
      alt: 'Drawing of a Commons event sign-up form on a phone: an event picture, three fields, a ticked checkbox and a sign-up button',
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [
        bar,
        ['stats', '96px', { count: 3 }],
        ['rows', 1, { count: 4, lead: 'dot', trail: 'pill', tones: ['success', 'danger', 'success', 'success'] }],
      ],
      alt: 'Drawing of the Commons dues dashboard in a browser: three summary tiles above four members, three marked with green dots and one with a red dot',
    },
  ],
  'novara-conic': [
    {
      device: 'browser',
      blocks: [bar, ['banner', 0.9], ['grid', 1.2, { cols: 3, rows: 1 }]],
      alt: 'Drawing of the Novara Conic marketplace home in a browser: a banner above three featured supplier cards with storefront icons and add buttons',
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['profile', '96px'], ['rows', 1, { count: 3, lead: 'dot', trail: 'check' }]],
      alt: 'Drawing of a Novara Conic supplier profile in a browser: a storefront badge with a star rating and tags, above three certifications, each ticked',
    },
    {
      device: 'tablet',
      blocks: [bar, ['compare', 1, { cols: 3, rows: 4, best: 1 }]],
      alt: 'Drawing of a Novara Conic quote comparison on a tablet: three quotes side by side with priced lines, the middle one outlined in blue, each with a button',
    },
    {
      device: 'browser',
      blocks: [bar, ['timeline', 1.3, { count: 4, done: 2 }], cta({ width: 0.3 })],
      alt: 'Drawing of a Novara Conic order timeline in a browser: four escrow milestones, two ticked and the third in progress, and a confirm button',
    },
  ],
  'auto-show-remote-sign-up': [
    {
      device: 'phone',
      blocks: [bar, ['banner', 1.2], ['fields', 1, { count: 2 }], cta()],
      alt: 'Drawing of the Auto Show Remote Sign-Up registration screen on a phone: a picture with a ticket icon, two fields and a sign-up button',
    },
    {
      device: 'browser',
      blocks: [
        bar,
        ['tabs', '40px', { count: 4, active: 1 }],
        ['slots', 1, { cols: 4, rows: 3, chosen: [5], taken: [0, 2, 7, 9] }],
      ],
      alt: 'Drawing of test-drive time slots in a browser: tabs for four models above a grid of twelve time slots, one chosen and four taken',
    },
    {
      device: 'phone',
      blocks: [bar, ['scan', 1, { doc: 'code' }]],
      alt: 'Drawing of a phone camera scanning the sign-up code from a display: corner guides around a square code, and a shutter button',
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [
        bar,
        ['stats', '96px', { count: 3 }],
        ['rows', 1, { count: 4, lead: 'avatar', trail: 'pill', tones: ['success', 'accent', 'accent', 'muted'] }],
      ],
      alt: 'Drawing of the dealer lead dashboard in a browser: three summary tiles above four leads, each with a ticket badge and a follow-up tag',
    },
  ],
  'bastian-bux': [
    {
      device: 'phone',
      blocks: [bar, ['wallet', 1.5], ['rows', 1, { count: 3, lead: 'dot', trail: 'amount' }]],
      alt: 'Drawing of the Bastian Bux wallet on a phone: a blue stored-value card, a bold balance line and three recent transactions with amounts',
    },
    {
      device: 'browser',
      sidebar: true,
      blocks: [bar, ['stats', '96px', { count: 3 }], ['chart', 1, { kind: 'bars', points: 12 }]],
      alt: 'Drawing of the Bastian Bux admin dashboard in a browser: three summary tiles above a bar chart of transaction volume',
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
      alt: 'Drawing of the Bastian Bux reload screen on a phone: the card and balance, three amount choices, a card field and a reload button',
    },
    {
      device: 'browser',
      blocks: [bar, ['stats', '96px', { count: 2 }], ['lineItems', 1, { count: 5 }]],
      alt: 'Drawing of a Bastian Bux settlement report in a browser: two summary tiles above five payouts with amounts and a total',
    },
  ],
  'salsa-nights': [
    {
      device: 'phone',
      blocks: [bar, ['calendar', 1.5], ['rows', 0.8, { count: 2, lead: 'photo', trail: 'pill' }]],
      alt: 'Drawing of the Salsa Nights event calendar on a phone: a month grid with dots on event days and one day chosen, above two events',
    },
    {
      device: 'phone',
      blocks: [backBar, ['banner', 1.2], ['rows', 1, { count: 3, lead: 'avatar', trail: 'none' }], cta()],
      alt: 'Drawing of a Salsa Nights event page on a phone: an event picture, a lineup of three acts with music-note badges, and a tickets button',
    },
    {
      device: 'phone',
      blocks: [
        bar,
        ['tabs', '36px', { count: 3, active: 1 }],
        ['rows', 1, { count: 4, lead: 'avatar', trail: 'button', highlight: 1 }],
      ],
      alt: 'Drawing of Salsa Nights partner matching on a phone: level tabs above four dancers, each a music-note badge with an invite button',
    },
    {
      device: 'tablet',
      blocks: [bar, ['stats', '96px', { count: 3 }], ['chart', 1, { kind: 'line' }]],
      alt: 'Drawing of the Salsa Nights organizer dashboard on a tablet: three summary tiles above a rising line chart of ticket sales',
    },
  ],
  carelink: [
    {
      device: 'phone',
      blocks: [backBar, ['chat', 1, { messages: ['in', 'out', 'in', 'out'] }]],
      alt: 'Drawing of CareLink messaging on a phone: a conversation in message bubbles, grey ones from the nurse on the left and blue ones from the patient on the right, and a reply field',
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
      alt: 'Drawing of the CareLink visit checklist on a phone: five preparation steps with tick boxes, three ticked',
    },
    {
      device: 'phone',
      blocks: [bar, ['timeline', 1.6, { count: 4, done: 1 }], cta({ variant: 'outline' })],
      alt: 'Drawing of a CareLink care plan on a phone: four follow-up steps on a line, the first ticked and the second in progress, and a reminders button',
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
      alt: 'Drawing of the CareLink clinician inbox on a tablet: five requests, the top two marked urgent with red dots',
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
      alt: 'Drawing of the Rent-a-Goalie request screen on a phone: a map with three red pins above two nearby goalies, each with a book button',
    },
    {
      device: 'phone',
      blocks: [backBar, ['profile', '96px'], ['rows', 1, { count: 3, lead: 'photo', trail: 'none' }]],
      alt: 'Drawing of a Rent-a-Goalie goalie profile on a phone: a badge with a hockey stick, a star rating and level tags, above three home rinks',
    },
    {
      device: 'phone',
      blocks: [['space', '8px'], ['confirm', 1.1], ['lineItems', 1, { count: 2 }], cta()],
      alt: 'Drawing of a Rent-a-Goalie booking confirmation on a phone: a green ticked badge, the game and payment lines with a total, and a done button',
    },
    {
      device: 'tablet',
      blocks: [
        bar,
        ['tabs', '40px', { count: 5, active: 2 }],
        ['rows', 1, { count: 4, lead: 'dot', trail: 'pill', tones: ['danger', 'success', 'danger', 'success'] }],
      ],
      alt: 'Drawing of a Rent-a-Goalie rink schedule on a tablet: day tabs above four games, two with red dots for games that still need a goalie',
    },
  ],
  medminder: [
    {
      device: 'phone',
      blocks: [
        bar,
        ['rows', 1, { count: 4, lead: 'photo', trail: 'check', tones: ['success', 'success', 'todo', 'todo'] }],
      ],
      alt: 'Drawing of the MedMinder daily schedule on a phone: four doses, each with a capsule icon and a tick box, two ticked',
    },
    {
      device: 'phone',
      blocks: [bar, ['scan', 1, { doc: 'label' }]],
      alt: 'Drawing of MedMinder scanning a pharmacy label: a phone camera view with corner guides around a label, and a shutter button',
    },
    {
      device: 'phone',
      blocks: [['reminder', 1]],
      alt: 'Drawing of a MedMinder reminder on a phone: a large capsule icon over a bold line for the dose, and two large buttons, take and snooze',
    },
    {
      device: 'tablet',
      blocks: [bar, ['ring', 0.7, { share: 0.9 }], ['week', 1, { rows: 3, missed: [4, 12] }]],
      alt: 'Drawing of the MedMinder caregiver view on a tablet: an adherence ring above a week of doses, ticked in green, two missed ones circled in red',
    },
  ],
  'crumb-club': [
    {
      device: 'browser',
      blocks: [bar, ['banner', 0.7], ['grid', 1.2, { cols: 4, rows: 1, selected: [0, 2] }]],
      alt: 'Drawing of the Crumb Club build-your-box storefront in a browser: a banner above four cookie cards, two ticked into the box',
    },
    {
      device: 'browser',
      blocks: [bar, ['tabs', '40px', { count: 3 }], ['grid', 1, { cols: 3, rows: 2, selected: [1] }]],
      alt: 'Drawing of the Crumb Club flavor picker in a browser: tabs above six cookie cards with add buttons, one ticked',
    },
    {
      device: 'phone',
      blocks: [['space', '8px'], ['confirm', 1], ['lineItems', 1.1, { count: 3 }], cta()],
      alt: 'Drawing of a Crumb Club order confirmation on a phone: a green ticked badge, three order lines with a total, and a button',
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
      alt: 'Drawing of the Crumb Club kitchen bake list in a browser: five batches with cookie icons and tick boxes, three ticked',
    },
  ],
  'patient-self-check-in': [
    {
      device: 'tablet',
      blocks: [bar, ['bigButtons', 1, { count: 3 }]],
      alt: 'Drawing of the Patient Self Check-In kiosk welcome screen: three large buttons with icons, the first filled in blue',
    },
    {
      device: 'tablet',
      blocks: [bar, ['scan', 1, { doc: 'card' }]],
      alt: 'Drawing of insurance card capture on the kiosk: a camera view with corner guides around a card, and a shutter button',
    },
    {
      device: 'tablet',
      blocks: [bar, ['signature', 1], cta({ pair: true })],
      alt: 'Drawing of a consent form on a tablet: lines of text above a dashed signature pad with a scribbled signature, and two buttons',
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
      alt: 'Drawing of the staff arrivals board in a browser: six patients, each a round badge with a people icon and a status tag, the newest highlighted at the top',
    },
  ],
};
