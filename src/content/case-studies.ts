// Fourteen case studies, one per product we shipped. Media paths derive from
// the slug so they cannot drift.
import { caseStudyCover, caseStudySlide } from './media';
import { caseStudyPath, type SlugPath } from '@/config/page-links';
import type { Capability } from './offerings';
import { caseStudyStories } from './case-study-stories';
import type { CaseStudy, CaseStudyCategory, CaseStudyStory, GalleryImage } from './types';

interface CaseStudyCopy extends Omit<
  CaseStudy,
  'category' | 'src' | 'srcSlider' | 'capabilities' | 'capabilityNotes' | 'story'
> {
  story: Omit<CaseStudy['story'], keyof CaseStudyStory>;
  kind: CaseStudyCategory;
  capabilities: Capability[];
  /** Alt text for the cover and the three slides, in order. */
  images: [string, string, string, string];
  /** Captions for the three slides, in order. */
  captions: [string, string, string];
}

const build = ({ kind, images, captions, ...copy }: CaseStudyCopy): CaseStudy => {
  const slides = ([1, 2, 3] as const).map((n): GalleryImage => ({
    ...caseStudySlide(copy.slug, n, images[n]),
    caption: captions[n - 1] ?? '',
  }));
  const extra = caseStudyStories[copy.slug];
  if (!extra) throw new Error(`No story for case study ${copy.slug} in case-study-stories.ts`);
  const { capabilities: capabilityNotes, ...story } = extra;
  const missing = copy.capabilities.filter((capability) => !capabilityNotes[capability]);
  if (missing.length) throw new Error(`${copy.slug}: say what ${missing.join(', ')} brought to the project`);
  return {
    ...copy,
    story: { ...copy.story, ...story },
    capabilityNotes,
    category: [kind],
    src: caseStudyCover(copy.slug, images[0]),
    srcSlider: slides,
  };
};

export const caseStudies: CaseStudy[] = [
  build({
    id: 1,
    brand: 'RepairLine',
    slug: 'repairline',
    kind: 'Web app',
    title: 'Collision recovery, rebuilt for the web',
    description:
      'A claims-to-keys web app that lets collision repair shops, insurers and drivers follow every repair in real time, from first photo to final invoice.',
    metaDescription:
      'How Infinyte built RepairLine, a web app that gives collision shops, insurers and drivers one live view of every repair, from photos to payment.',
    story: {
      challenge:
        'RepairLine’s founders ran four body shops where estimators spent half their day on the phone answering “is my car ready?” Photos lived in personal phones, insurer approvals arrived by fax and parts delays surfaced only when a customer complained.',
      approach: [
        'Mapped the repair journey with estimators, insurers and drivers in a two-day workshop',
        'Built a shared repair timeline with photo uploads, approvals and parts tracking',
        'Added an AI estimator assistant that drafts line items from damage photos for human review',
        'Connected text notifications so drivers see each milestone without calling',
      ],
      outcome:
        'Phone calls to the front desk fell sharply within the first month, insurer approvals now arrive inside the app and the platform has since been licensed to independent shops across three states.',
      figures: [
        { value: '64%', label: 'fewer status calls' },
        { value: '2.4 days', label: 'shorter average repair cycle' },
        { value: '38', label: 'shops onboarded in year one' },
      ],
    },
    capabilities: ['Technology and Engineering', 'Data and Artificial Intelligence', 'Digital Workforce'],
    images: [
      'Drawing of the RepairLine web app in a browser: three summary tiles above a repair timeline of five milestones, three ticked and the fourth in progress',
      'Drawing of the RepairLine estimate screen: three photo tiles marked with a car, four priced line items with a total, and a send button',
      'Drawing of the RepairLine driver view on a phone: a picture with a car above five repair milestones, two ticked and the third in progress',
      'Drawing of the RepairLine shop board in a browser: vehicle cards, each with a car icon and a status tag, in four columns, one per repair stage',
    ],
    captions: [
      'Estimators review AI-drafted line items before sending them to the insurer.',
      'Drivers follow each milestone from a single text link.',
      'The shop board shows every vehicle by stage, technician and parts status.',
    ],
  }),
  build({
    id: 2,
    brand: 'Snap & Savor',
    slug: 'snap-savor',
    kind: 'Mobile app',
    title: 'Restaurant reservations in two taps',
    description:
      'A mobile app that lets diners book a table, pre-order a favorite dish and split the bill, while restaurants fill quiet hours with smart offers.',
    metaDescription:
      'Snap & Savor: a restaurant reservation app built by Infinyte with two-tap booking, pre-orders, split bills and AI-timed offers for quiet hours.',
    story: {
      challenge:
        'Independent restaurants were losing diners to booking platforms that charged per cover and owned the customer relationship. Snap & Savor wanted a direct channel that felt faster than the incumbents.',
      approach: [
        'Designed a two-tap booking flow tested with 40 diners in three cities',
        'Built table management for hosts on tablets with offline support',
        'Trained a demand model that suggests offers for slow time slots',
        'Integrated card payments with bill splitting at the table',
      ],
      outcome:
        'Partner restaurants now take a majority of their reservations directly, keep their guest data and fill early-evening tables that used to sit empty.',
      figures: [
        { value: '11 sec', label: 'median time to book' },
        { value: '27%', label: 'more covers on weekday evenings' },
        { value: '4.8', label: 'App Store rating' },
      ],
    },
    capabilities: ['Idea-to-Market Lab', 'Technology and Engineering', 'Data and Artificial Intelligence'],
    images: [
      'Drawing of the Snap & Savor booking screen on a phone: a restaurant picture, date tabs, six time slots with one chosen and one taken, and a book button',
      'Drawing of the Snap & Savor restaurant list on a phone: four restaurants, each with a plate icon and an open time slot tag',
      'Drawing of the Snap & Savor pre-order menu on a phone: six dish cards with add buttons, two of them ticked, and an order button',
      'Drawing of the Snap & Savor host tablet: the evening’s floor plan seen from above, eleven tables with chairs, five booked tables filled in blue',
    ],
    captions: [
      'Diners see only the slots that are truly open.',
      'Pre-ordering lets the kitchen start before guests sit down.',
      'Hosts manage the floor from a tablet, even when the network drops.',
    ],
  }),
  build({
    id: 3,
    brand: 'Fade Home',
    slug: 'fade-home',
    kind: 'Mobile app',
    title: 'The barbershop that comes to your door',
    description:
      'A mobile app that matches clients with vetted barbers for at-home cuts, with live arrival tracking, portfolio browsing and repeat booking.',
    metaDescription:
      'Fade Home: an at-home barber booking app by Infinyte with vetted barbers, live arrival tracking, portfolios and one-tap repeat appointments.',
    story: {
      challenge:
        'Busy professionals and parents wanted a great cut without the wait, and skilled barbers wanted to build a mobile business without juggling texts, deposits and no-shows.',
      approach: [
        'Interviewed barbers and clients to define trust signals and pricing',
        'Built barber onboarding with identity checks and portfolio uploads',
        'Added live arrival tracking and in-app deposits to cut no-shows',
        'Shipped repeat booking that remembers the client’s last style',
      ],
      outcome:
        'Fade Home launched in two metro areas within a quarter; barbers now earn more per day by clustering appointments by neighborhood.',
      figures: [
        { value: '72%', label: 'of clients rebook within six weeks' },
        { value: '3%', label: 'no-show rate after deposits' },
        { value: '+35%', label: 'daily earnings per barber' },
      ],
    },
    capabilities: ['Idea-to-Market Lab', 'Technology and Engineering'],
    images: [
      'Drawing of a Fade Home barber profile on a phone: a round badge with scissors, a star rating, three tiles of recent cuts, the next free times and a book button',
      'Drawing of a Fade Home barber portfolio on a phone: a profile header with a star rating above four picture cards of recent cuts',
      'Drawing of the Fade Home live map on a phone: a dashed route from a blue dot to a red pin, and the barber’s card with a message button',
      'Drawing of a Fade Home booking confirmation on a phone: a green ticked badge, two priced lines with a total, and a done button',
    ],
    captions: [
      'Portfolios help clients choose a barber by style, not just distance.',
      'Live tracking removes the “are you close?” texts.',
      'Deposits and reminders keep schedules full.',
    ],
  }),
  build({
    id: 4,
    brand: 'Pulse Coach',
    slug: 'pulse-coach',
    kind: 'Mobile app',
    title: 'A personal trainer in your pocket',
    description:
      'A fitness app that adapts each workout to the user’s recovery, schedule and equipment, with an AI coach that explains every change.',
    metaDescription:
      'Pulse Coach: an adaptive fitness app by Infinyte whose AI coach adjusts each workout to recovery, schedule and equipment, and explains why.',
    story: {
      challenge:
        'Most fitness apps hand out the same plan to everyone, so users stall, get hurt or quit by week three. Pulse Coach wanted a program that reacts like a real trainer.',
      approach: [
        'Worked with certified coaches to encode progression and deload rules',
        'Connected wearables to read sleep, heart-rate variability and activity',
        'Built an AI coach that adjusts sessions and explains the reason in one sentence',
        'Designed short, equipment-aware workouts for travel days',
      ],
      outcome:
        'Members train more consistently and report fewer overuse injuries; the coaching team now supports ten times the members without hiring.',
      figures: [
        { value: '2.1x', label: 'week-12 retention versus the old app' },
        { value: '10x', label: 'members per human coach' },
        { value: '48%', label: 'of users log four or more sessions a week' },
      ],
    },
    capabilities: ['Data and Artificial Intelligence', 'Technology and Engineering', 'Idea-to-Market Lab'],
    images: [
      'Drawing of the Pulse Coach workout screen on a phone: two summary tiles above today’s four exercises, each with a heartbeat icon and a tick box, two ticked',
      'Drawing of the Pulse Coach recovery dashboard on a phone: a recovery ring, a heart-rate line chart and a bar chart of seven nights of sleep',
      'Drawing of a Pulse Coach exercise screen on a phone: a large demo picture with a heartbeat icon, three form cues as bullet lines and a start button',
      'Drawing of the Pulse Coach weekly plan on a phone: three planned sessions with tags, then a note from the coach in a message bubble and a reply field',
    ],
    captions: [
      'Recovery data shapes the intensity of every session.',
      'Each exercise comes with a short demo and form cues.',
      'The coach explains every change to the plan in plain words.',
    ],
  }),
  build({
    id: 5,
    brand: 'Commons',
    slug: 'commons',
    kind: 'Web app',
    title: 'Community groups that run themselves',
    description:
      'A web app for neighborhood associations, clubs and volunteer groups to manage members, events, dues and announcements in one place.',
    metaDescription:
      'Commons: a community-group web app by Infinyte that handles members, events, dues and announcements so volunteer organizers get their evenings back.',
    story: {
      challenge:
        'Volunteer organizers were stitching together spreadsheets, group chats and payment links. Every handover to a new committee lost records and goodwill.',
      approach: [
        'Ran discovery with twelve groups, from garden clubs to parent associations',
        'Built member directories, event sign-ups and recurring dues',
        'Added an assistant that drafts announcements and meeting minutes',
        'Designed role-based handovers so records survive committee changes',
      ],
      outcome:
        'Groups on Commons collect dues on time, fill events faster and hand over to new volunteers without losing a year of history.',
      figures: [
        { value: '1,200+', label: 'groups in the first year' },
        { value: '89%', label: 'of dues collected on time' },
        { value: '5 hrs', label: 'saved per organizer each month' },
      ],
    },
    capabilities: ['Technology and Engineering', 'Digital Workforce'],
    images: [
      'Drawing of a Commons group home page in a browser: a group banner above three upcoming events, each with a sign-up button',
      'Drawing of the Commons member directory in a browser: five members, each a round badge with a people icon, a name and a role tag',
      'Drawing of a Commons event sign-up form on a phone: an event picture, three fields, a ticked checkbox and a sign-up button',
      'Drawing of the Commons dues dashboard in a browser: three summary tiles above four members, three marked with green dots and one with a red dot',
    ],
    captions: [
      'Directories show who does what, without sharing private details.',
      'Event sign-ups work from any phone in under a minute.',
      'Treasurers see who has paid at a glance.',
    ],
  }),
  build({
    id: 6,
    brand: 'Novara Conic',
    slug: 'novara-conic',
    kind: 'Web app',
    title: 'A marketplace built on trust',
    description:
      'A curated B2B marketplace that connects specialty manufacturers with verified buyers, with AI-assisted matching, quotes and escrow payments.',
    metaDescription:
      'Novara Conic: a curated B2B marketplace by Infinyte that matches specialty manufacturers with verified buyers using AI matching, quotes and escrow.',
    story: {
      challenge:
        'Buyers of specialty components spent weeks emailing suppliers for quotes, and small manufacturers could not prove their reliability against large distributors.',
      approach: [
        'Designed supplier verification with certifications and delivery history',
        'Built structured request-for-quote flows with file attachments',
        'Trained a matching model on specifications and past orders',
        'Integrated escrow payments and milestone releases',
      ],
      outcome:
        'Novara Conic shortened sourcing from weeks to days and gave small manufacturers a verified profile that wins work on merit.',
      figures: [
        { value: '6 days', label: 'average time from request to order' },
        { value: '430', label: 'verified suppliers at launch' },
        { value: '$18M', label: 'gross merchandise value in year one' },
      ],
    },
    capabilities: ['Data and Artificial Intelligence', 'Platforming and Cloud Services', 'Technology and Engineering'],
    images: [
      'Drawing of the Novara Conic marketplace home in a browser: a banner above three featured supplier cards with storefront icons and add buttons',
      'Drawing of a Novara Conic supplier profile in a browser: a storefront badge with a star rating and tags, above three certifications, each ticked',
      'Drawing of a Novara Conic quote comparison on a tablet: three quotes side by side with priced lines, the middle one outlined in blue, each with a button',
      'Drawing of a Novara Conic order timeline in a browser: four escrow milestones, two ticked and the third in progress, and a confirm button',
    ],
    captions: [
      'Verified profiles show certifications and on-time delivery rates.',
      'Buyers compare quotes side by side.',
      'Escrow releases payment as each milestone is confirmed.',
    ],
  }),
  build({
    id: 7,
    brand: 'Auto Show Remote Sign-Up',
    slug: 'auto-show-remote-sign-up',
    kind: 'Web app',
    title: 'Event sign-up without the line',
    description:
      'A web app that lets auto show visitors register for test drives and dealer follow-ups from their own phones, scanning a code instead of queuing at a kiosk.',
    metaDescription:
      'Auto Show Remote Sign-Up: an Infinyte web app that moves test-drive registration to visitors’ phones, cutting queues and improving lead quality.',
    story: {
      challenge:
        'At regional auto shows, visitors waited up to forty minutes at paper sign-up desks for test drives, and dealers received illegible leads days later.',
      approach: [
        'Replaced paper forms with a QR-code registration web app',
        'Added time-slot booking for test drives by brand and model',
        'Validated contact details in real time and captured consent',
        'Delivered leads to each dealer’s CRM within minutes',
      ],
      outcome:
        'Queues disappeared from the test-drive area and dealers started calling visitors the same afternoon, while the event was still fresh.',
      figures: [
        { value: '0 min', label: 'queue for test-drive sign-up' },
        { value: '3x', label: 'more test drives booked per day' },
        { value: '97%', label: 'of leads with valid contact details' },
      ],
    },
    capabilities: ['Technology and Engineering', 'Platforming and Cloud Services'],
    images: [
      'Drawing of the Auto Show Remote Sign-Up registration screen on a phone: a picture with a ticket icon, two fields and a sign-up button',
      'Drawing of test-drive time slots in a browser: tabs for four models above a grid of twelve time slots, one chosen and four taken',
      'Drawing of a phone camera scanning the sign-up code from a display: corner guides around a square code, and a shutter button',
      'Drawing of the dealer lead dashboard in a browser: three summary tiles above four leads, each with a ticket badge and a follow-up tag',
    ],
    captions: [
      'Visitors pick a model and a time slot from their phone.',
      'One code on each display starts the sign-up.',
      'Dealers see validated leads while the show is still running.',
    ],
  }),
  build({
    id: 8,
    brand: 'Bastian Bux',
    slug: 'bastian-bux',
    kind: 'Web app',
    title: 'Stored value, without the plastic',
    description:
      'A stored-value card platform for campuses and venues: digital wallets, reloads, merchant payouts and reporting, all with bank-grade controls.',
    metaDescription:
      'Bastian Bux: a stored-value card platform by Infinyte with digital wallets, instant reloads, merchant payouts and audit-ready reporting.',
    story: {
      challenge:
        'Bastian’s plastic campus cards were costly to issue, slow to reload and impossible to reconcile daily. Merchants waited a week for payouts.',
      approach: [
        'Designed a ledger with double-entry accounting and immutable history',
        'Built mobile wallets with instant reloads and tap-to-pay',
        'Automated daily merchant settlement and reconciliation reports',
        'Hardened the platform with fraud rules and role-based access',
      ],
      outcome:
        'Plastic cards were retired on three campuses; reconciliation that took finance two days now runs every night on its own.',
      figures: [
        { value: '< 3 sec', label: 'to reload a wallet' },
        { value: '1 day', label: 'merchant payout cycle, down from seven' },
        { value: '100%', label: 'of transactions reconciled nightly' },
      ],
    },
    capabilities: [
      'Platforming and Cloud Services',
      'Technology and Engineering',
      'Digital Transformation and Strategy',
    ],
    images: [
      'Drawing of the Bastian Bux wallet on a phone: a blue stored-value card, a bold balance line and three recent transactions with amounts',
      'Drawing of the Bastian Bux admin dashboard in a browser: three summary tiles above a bar chart of transaction volume',
      'Drawing of the Bastian Bux reload screen on a phone: the card and balance, three amount choices, a card field and a reload button',
      'Drawing of a Bastian Bux settlement report in a browser: two summary tiles above five payouts with amounts and a total',
    ],
    captions: [
      'Administrators watch volume and balances in real time.',
      'Reloads land in seconds from any card.',
      'Merchants receive a settlement report with every payout.',
    ],
  }),
  build({
    id: 9,
    brand: 'Salsa Nights',
    slug: 'salsa-nights',
    kind: 'Mobile app',
    title: 'Every salsa night in the city, in one app',
    description:
      'A mobile app for salsa dancers to discover socials, classes and festivals, buy tickets and find practice partners at their level.',
    metaDescription:
      'Salsa Nights: a mobile app by Infinyte for discovering salsa socials, classes and festivals, buying tickets and finding partners at your level.',
    story: {
      challenge:
        'Salsa events were scattered across social posts and flyers. Newcomers could not tell which socials suited beginners, and organizers struggled to sell tickets in advance.',
      approach: [
        'Built an event calendar with level, style and venue filters',
        'Added ticketing with digital passes and door check-in',
        'Designed partner matching by level, style and availability',
        'Gave organizers a dashboard for promotions and attendance',
      ],
      outcome:
        'Organizers now sell most tickets before the night, and beginners find classes and socials that match their level.',
      figures: [
        { value: '58%', label: 'of tickets sold in advance' },
        { value: '25,000', label: 'dancers in the first season' },
        { value: '140', label: 'organizers publishing events' },
      ],
    },
    capabilities: ['Idea-to-Market Lab', 'Technology and Engineering'],
    images: [
      'Drawing of the Salsa Nights event calendar on a phone: a month grid with dots on event days and one day chosen, above two events',
      'Drawing of a Salsa Nights event page on a phone: an event picture, a lineup of three acts with music-note badges, and a tickets button',
      'Drawing of Salsa Nights partner matching on a phone: level tabs above four dancers, each a music-note badge with an invite button',
      'Drawing of the Salsa Nights organizer dashboard on a tablet: three summary tiles above a rising line chart of ticket sales',
    ],
    captions: [
      'Each event lists its level, style and live music lineup.',
      'Partner matching pairs dancers by level and availability.',
      'Organizers see sales and check-ins as the night unfolds.',
    ],
  }),
  build({
    id: 10,
    brand: 'CareLink',
    slug: 'carelink',
    kind: 'Mobile app',
    title: 'Doctors and patients, one message away',
    description:
      'A secure mobile app that connects patients with their care team for messaging, visit preparation and follow-up, with triage that routes urgent requests first.',
    metaDescription:
      'CareLink: a secure doctor-patient mobile app by Infinyte with messaging, visit preparation, follow-up plans and triage that puts urgent needs first.',
    story: {
      challenge:
        'A multi-site clinic group was losing hours to phone tag. Patients forgot care instructions, and urgent messages waited in the same queue as prescription refills.',
      approach: [
        'Designed secure messaging with HIPAA-aligned controls and audit trails',
        'Built an AI triage layer that classifies requests for clinician review',
        'Added visit preparation checklists and follow-up care plans',
        'Integrated with the clinic’s scheduling and records systems',
      ],
      outcome:
        'Care teams answer urgent messages first, patients arrive prepared and the clinic group has cut its call volume by more than half.',
      figures: [
        { value: '55%', label: 'fewer inbound phone calls' },
        { value: '18 min', label: 'median response to urgent messages' },
        { value: '91%', label: 'of patients complete visit preparation' },
      ],
    },
    capabilities: ['Data and Artificial Intelligence', 'Technology and Engineering', 'Digital Workforce'],
    images: [
      'Drawing of CareLink messaging on a phone: a conversation in message bubbles, grey ones from the nurse on the left and blue ones from the patient on the right, and a reply field',
      'Drawing of the CareLink visit checklist on a phone: five preparation steps with tick boxes, three ticked',
      'Drawing of a CareLink care plan on a phone: four follow-up steps on a line, the first ticked and the second in progress, and a reminders button',
      'Drawing of the CareLink clinician inbox on a tablet: five requests, the top two marked urgent with red dots',
    ],
    captions: [
      'Patients prepare for visits with a short checklist.',
      'Care plans arrive with reminders the patient controls.',
      'Clinicians see urgent requests at the top of the inbox.',
    ],
  }),
  build({
    id: 11,
    brand: 'Rent-a-Goalie',
    slug: 'rent-a-goalie',
    kind: 'Mobile app',
    title: 'Never skate without a goalie again',
    description:
      'A mobile app that finds a rated hockey goalie for pickup and league games on short notice, with booking, payment and ratings in one flow.',
    metaDescription:
      'Rent-a-Goalie: a hockey goalie rental app by Infinyte that books rated goalies for pickup and league games on short notice, with in-app payment.',
    story: {
      challenge:
        'Adult hockey teams regularly canceled games when their goalie dropped out, and freelance goalies relied on group texts to find paid ice time.',
      approach: [
        'Built goalie profiles with skill levels, rinks and availability',
        'Designed instant requests that notify nearby goalies by level',
        'Added in-app payment and mutual ratings after each game',
        'Partnered with rinks to list open ice and league schedules',
      ],
      outcome:
        'Teams fill a missing goalie in minutes instead of canceling, and goalies earn steady income across multiple rinks.',
      figures: [
        { value: '22 min', label: 'median time to confirm a goalie' },
        { value: '3,400', label: 'games saved from cancellation' },
        { value: '4.9', label: 'average goalie rating' },
      ],
    },
    capabilities: ['Idea-to-Market Lab', 'Technology and Engineering'],
    images: [
      'Drawing of the Rent-a-Goalie request screen on a phone: a map with three red pins above two nearby goalies, each with a book button',
      'Drawing of a Rent-a-Goalie goalie profile on a phone: a badge with a hockey stick, a star rating and level tags, above three home rinks',
      'Drawing of a Rent-a-Goalie booking confirmation on a phone: a green ticked badge, the game and payment lines with a total, and a done button',
      'Drawing of a Rent-a-Goalie rink schedule on a tablet: day tabs above four games, two with red dots for games that still need a goalie',
    ],
    captions: [
      'Profiles show level, home rinks and reliability.',
      'Bookings confirm with payment held until the final whistle.',
      'Rink schedules show which games still need a goalie.',
    ],
  }),
  build({
    id: 12,
    brand: 'MedMinder',
    slug: 'medminder',
    kind: 'Mobile app',
    title: 'Medication routines that stick',
    description:
      'A medication tracker that schedules doses, reminds gently, flags interactions and shares adherence with family caregivers and pharmacists.',
    metaDescription:
      'MedMinder: a medication tracker app by Infinyte with dose scheduling, gentle reminders, interaction checks and caregiver sharing.',
    story: {
      challenge:
        'Older adults managing five or more medications often missed doses or doubled up, and adult children had no easy way to help from a distance.',
      approach: [
        'Co-designed large-type screens and voice prompts with older adults',
        'Built dose schedules from pharmacy labels with a photo scan',
        'Added interaction checks reviewed by a partner pharmacist',
        'Designed caregiver sharing with the patient’s explicit consent',
      ],
      outcome:
        'Users take their medication on schedule far more often, and caregivers step in only when a dose is actually missed.',
      figures: [
        { value: '93%', label: 'dose adherence after 90 days' },
        { value: '65+', label: 'median user age' },
        { value: '40%', label: 'fewer caregiver check-in calls' },
      ],
    },
    capabilities: ['Technology and Engineering', 'Data and Artificial Intelligence'],
    images: [
      'Drawing of the MedMinder daily schedule on a phone: four doses, each with a capsule icon and a tick box, two ticked',
      'Drawing of MedMinder scanning a pharmacy label: a phone camera view with corner guides around a label, and a shutter button',
      'Drawing of a MedMinder reminder on a phone: a large capsule icon over a bold line for the dose, and two large buttons, take and snooze',
      'Drawing of the MedMinder caregiver view on a tablet: an adherence ring above a week of doses, ticked in green, two missed ones circled in red',
    ],
    captions: [
      'A photo of the label builds the schedule.',
      'Reminders are gentle, large and easy to answer.',
      'Caregivers see adherence only with the patient’s consent.',
    ],
  }),
  build({
    id: 13,
    brand: 'Crumb Club',
    slug: 'crumb-club',
    kind: 'Web app',
    title: 'Cookie ordering, fresh from the oven',
    description:
      'A web storefront for a craft cookie bakery with build-your-box ordering, subscriptions, local delivery windows and a kitchen production planner.',
    metaDescription:
      'Crumb Club: a cookie-ordering web app by Infinyte with build-your-box ordering, subscriptions, delivery windows and a kitchen production planner.',
    story: {
      challenge:
        'Crumb Club took orders by direct message and spreadsheet. Weekends sold out by accident, bakers over-baked on quiet days and delivery routes were planned by hand.',
      approach: [
        'Built a build-your-box storefront with live flavor availability',
        'Added monthly subscriptions and gift orders',
        'Created a production planner that turns orders into bake lists',
        'Optimized delivery windows and routes by neighborhood',
      ],
      outcome: 'The bakery doubled weekly orders without adding kitchen staff and cut unsold cookies almost to zero.',
      figures: [
        { value: '2x', label: 'weekly orders' },
        { value: '-80%', label: 'unsold stock' },
        { value: '1,100', label: 'active subscribers' },
      ],
    },
    capabilities: ['Idea-to-Market Lab', 'Technology and Engineering', 'Digital Workforce'],
    images: [
      'Drawing of the Crumb Club build-your-box storefront in a browser: a banner above four cookie cards, two ticked into the box',
      'Drawing of the Crumb Club flavor picker in a browser: tabs above six cookie cards with add buttons, one ticked',
      'Drawing of a Crumb Club order confirmation on a phone: a green ticked badge, three order lines with a total, and a button',
      'Drawing of the Crumb Club kitchen bake list in a browser: five batches with cookie icons and tick boxes, three ticked',
    ],
    captions: [
      'Customers see which flavors are baking today.',
      'Orders confirm with a delivery window, not a vague day.',
      'The kitchen bakes from a list generated overnight.',
    ],
  }),
  build({
    id: 14,
    brand: 'Patient Self Check-In',
    slug: 'patient-self-check-in',
    kind: 'Web app',
    title: 'Clinic check-in in under a minute',
    description:
      'A self check-in kiosk web app for clinics: patients confirm identity, update insurance and sign forms on a tablet, and staff see arrivals instantly.',
    metaDescription:
      'Patient Self Check-In: a clinic kiosk web app by Infinyte that lets patients check in, update insurance and sign forms in under a minute.',
    story: {
      challenge:
        'Front-desk staff at a busy outpatient clinic spent most of each morning re-keying insurance details and chasing signatures while the waiting room filled up.',
      approach: [
        'Designed an accessible kiosk flow with large targets and screen-reader support',
        'Added insurance card capture with automatic field extraction',
        'Built e-signature for consent and intake forms',
        'Connected arrivals to the practice management system in real time',
      ],
      outcome:
        'Check-in lines disappeared during peak hours and front-desk staff moved to helping patients instead of typing.',
      figures: [
        { value: '52 sec', label: 'median check-in time' },
        { value: '70%', label: 'less data entry at the front desk' },
        { value: '98%', label: 'of forms signed before the visit' },
      ],
    },
    capabilities: [
      'Technology and Engineering',
      'Data and Artificial Intelligence',
      'Digital Transformation and Strategy',
    ],
    images: [
      'Drawing of the Patient Self Check-In kiosk welcome screen: three large buttons with icons, the first filled in blue',
      'Drawing of insurance card capture on the kiosk: a camera view with corner guides around a card, and a shutter button',
      'Drawing of a consent form on a tablet: lines of text above a dashed signature pad with a scribbled signature, and two buttons',
      'Drawing of the staff arrivals board in a browser: six patients, each a round badge with a people icon and a status tag, the newest highlighted at the top',
    ],
    captions: [
      'Insurance cards are read automatically and confirmed by the patient.',
      'Consent forms are signed on screen in seconds.',
      'Staff see each arrival the moment check-in completes.',
    ],
  }),
];

type CaseStudyQuery = Partial<Pick<CaseStudy, 'id' | 'title' | 'brand' | 'slug' | 'description' | 'siteUrl'>> & {
  category?: CaseStudyCategory;
};

/** Finds a case study by id or any of its fields; every given field must match. */
export const findCaseStudy = (query: CaseStudyQuery): CaseStudy | undefined => {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return undefined;
  return caseStudies.find((study) =>
    entries.every(([key, value]) =>
      key === 'category'
        ? study.category.includes(value as CaseStudyCategory)
        : study[key as keyof CaseStudy] === value,
    ),
  );
};

export const listCaseStudies = (): CaseStudy[] => caseStudies;

/** A published study's page, or '' when no study has that slug (page-links builds the address). */
export const publishedCaseStudyPath = (slug: string | undefined): SlugPath | '' =>
  slug && findCaseStudy({ slug }) ? caseStudyPath(slug) : '';

/** The study after this one, wrapping from the last to the first; unknown slug gives none. */
export const nextCaseStudy = (slug: string): CaseStudy | undefined => {
  const index = caseStudies.findIndex((study) => study.slug === slug);
  if (index === -1) return undefined;
  return caseStudies[(index + 1) % caseStudies.length];
};
