// What each case study says that no other page does: who the client is, the
// constraints the work had to respect, how the outcome was measured, what the
// client said and what each capability contributed to this project. Keyed by
// slug; case-studies.ts merges each into its study.
import type { Capability } from './offerings';
import type { CaseStudyStory } from './types';

export interface CaseStudyExtra extends CaseStudyStory {
  /** What each capability the study lists brought to this particular project. */
  capabilities: Partial<Record<Capability, string>>;
}

export const caseStudyStories: Record<string, CaseStudyExtra> = {
  repairline: {
    context:
      'RepairLine began inside a family-owned group of four collision repair shops outside Columbus, Ohio, with 60 technicians and about 2,900 repairs a year. The owners wanted to fix their own front desk first and, if it worked, sell the tool to independent shops competing with the big chains.',
    constraints: [
      'Insurers would accept estimates only in the formats their adjusters already used, so the app had to export to CCC and Mitchell layouts, not replace them.',
      'Technicians work in gloves on a shop floor: every status change had to take one tap on a shared tablet, with no typing.',
      'Drivers would not install an app for a one-off repair, so their view had to work from a text link with no account.',
    ],
    measurement:
      'We counted inbound status calls from the phone system for eight weeks before launch and the first eight weeks after it, at the same four shops. Repair cycle time is key-in to key-out from the shop management system, compared with the same months of the previous year.',
    quote: {
      text: 'Our estimators used to spend the morning on hold with adjusters and the afternoon answering “is it ready yet?” Now the driver knows before they think to ask, and my people are back to writing estimates.',
      author: 'Denise Kowalski',
      role: 'Co-founder, RepairLine',
    },
    capabilities: {
      'Technology and Engineering':
        'A web app on a shared repair timeline, with offline photo capture for the shop floor and text-link access for drivers.',
      'Data and Artificial Intelligence':
        'A damage-photo model that drafts estimate lines for an estimator to accept, edit or reject, trained on 11,000 past repairs.',
      'Digital Workforce':
        'An AI receptionist answers after-hours status calls from the same timeline and books drop-off slots.',
    },
  },
  'snap-savor': {
    context:
      'Snap & Savor is a cooperative of 23 independent restaurants in Austin, Denver and Portland that pooled money to build a booking channel they would own together. Most members seat between 40 and 120 guests and had been paying per-cover fees to a national platform.',
    constraints: [
      'Each restaurant keeps its own guest list; the cooperative may see totals but not another member’s diners.',
      'Hosts on busy nights cannot wait for a spinner, so the floor plan had to keep working when the restaurant’s Wi-Fi dropped.',
      'Payments had to settle straight to each restaurant’s own merchant account, with no money passing through the cooperative.',
    ],
    measurement:
      'Booking time is the median from opening the app to a confirmed table, taken from anonymous app events over the first 90 days. Weekday covers compare each member’s point-of-sale counts for Monday to Thursday evenings with the same quarter a year earlier.',
    quote: {
      text: 'We stopped renting our own guests back from a platform. The regulars book with us directly, and the quiet Tuesday offers fill tables we used to write off.',
      author: 'Marco Ibáñez',
      role: 'Chef-owner and cooperative board member, Snap & Savor',
    },
    capabilities: {
      'Idea-to-Market Lab':
        'A 30-day build of the booking flow, tested with 40 diners before the cooperative committed to the full product.',
      'Technology and Engineering':
        'Native iOS and Android apps for diners and an offline-first tablet app for hosts, sharing one booking service.',
      'Data and Artificial Intelligence':
        'A demand model per restaurant that suggests which slots deserve an offer, and how small an offer will do.',
    },
  },
  'fade-home': {
    context:
      'Fade Home was founded by two barbers in Atlanta who had built a waiting list of clients asking for house calls. They had a brand and a loyal following, but no product, no engineers and a budget for one focused build.',
    constraints: [
      'Barbers are independent contractors, so the app could suggest routes and prices but not assign work or set hours.',
      'Clients invite a stranger into their home: every barber needed identity and background checks before taking a first booking.',
      'The budget covered one launch city, so every feature had to be worth it at the scale of a few hundred clients.',
    ],
    measurement:
      'Rebooking is the share of first-time clients who booked again within six weeks, over the first two cohorts. The no-show rate compares confirmed bookings with completed ones before and after deposits were introduced in week five.',
    quote: {
      text: 'I wanted my barbers to earn like shop owners without paying shop rent. Clustering bookings by neighbourhood did more for their day than any price rise could.',
      author: 'Andre Whitlock',
      role: 'Co-founder, Fade Home',
    },
    capabilities: {
      'Idea-to-Market Lab':
        'From a waiting list to a live app in one metro area in 30 days, with the first 60 clients booking from the beta.',
      'Technology and Engineering':
        'Live arrival tracking, deposits through Stripe Connect and portfolio pages barbers update from their phones.',
    },
  },
  'pulse-coach': {
    context:
      'Pulse Coach is a strength and conditioning studio in Toronto with 14 coaches and about 3,000 members who train both in the studio and at home. Its first app, a library of fixed programmes, lost most new users within a month.',
    constraints: [
      'Coaches had to stay in charge: the AI could adjust a session but never invent an exercise the coaching team had not approved.',
      'Recovery data from wearables is health data, so it is stored in Canada and members can switch each source off.',
      'Many members train with a kettlebell and a door frame, so every session needed a version for minimal equipment.',
    ],
    measurement:
      'Week-12 retention compares members who joined in the first three months after launch with those who joined in the same months on the old app. Members per coach divides active members by coaching hours paid, from payroll.',
    quote: {
      text: 'The app does the arithmetic of progression, so our coaches spend their time on form and on the member who is about to quit. That is the job we hired them for.',
      author: 'Simone Achebe',
      role: 'Head coach, Pulse Coach',
    },
    capabilities: {
      'Data and Artificial Intelligence':
        'A progression engine that reads sleep, soreness and last session’s effort, and an AI coach that explains each change in plain words.',
      'Technology and Engineering':
        'A mobile app with wearable integrations and a coach console for reviewing flagged sessions.',
      'Idea-to-Market Lab':
        'A six-week pilot with 200 members proved retention moved before the full rebuild was funded.',
    },
  },
  commons: {
    context:
      'Commons started with a neighbourhood association in Minneapolis whose treasurer kept dues, events and 400 member records across three spreadsheets and a group chat. A handful of nearby clubs asked for the same thing, and the founders saw a product.',
    constraints: [
      'Volunteer committees change every year, so roles and permissions had to pass to new people without losing history.',
      'Many members are over 70 and pay by cheque, so manual payments had to sit beside card payments in one ledger.',
      'Groups pay little, so hosting and support costs had to stay under a dollar per group per month.',
    ],
    measurement:
      'On-time dues are the share of annual dues paid by the due date, from the Commons ledger, for groups in their first full year. Organiser time saved comes from a survey of 180 organisers, checked against their own before-and-after time logs in a sample of 20 groups.',
    quote: {
      text: 'When I handed over as treasurer, the new one had every payment and every receipt from day one. We used to lose a year of records at every handover.',
      author: 'Gloria Lindqvist',
      role: 'Former treasurer, Longfellow Neighbors Association',
    },
    capabilities: {
      'Technology and Engineering':
        'A multi-tenant web app with a year-by-year ledger, role handover and mobile sign-up forms that need no account.',
      'Digital Workforce':
        'An AI assistant sends dues reminders in each group’s own tone and answers members’ routine questions about events.',
    },
  },
  'novara-conic': {
    context:
      'Novara Conic was set up by a former procurement director and a precision machinist to connect buyers of specialty components, such as custom fasteners, seals and machined parts, with small manufacturers across the Midwest and Ontario.',
    constraints: [
      'Buyers’ drawings are confidential, so suppliers see a full drawing only after the buyer shortlists them.',
      'Verification had to rest on evidence such as certifications, audits and past orders, not on paid placement.',
      'Escrow needed a licensed payment partner; the marketplace itself never holds buyers’ money.',
    ],
    measurement:
      'Request-to-order time is measured on the platform from a buyer’s request to an accepted purchase order, over the first year, and compared with the four to seven weeks buyers reported in interviews before launch. Gross merchandise value is the total of settled escrow payments.',
    quote: {
      text: 'A 12-person shop in Ohio can now win an order against a national distributor because its certifications and on-time record are right there. That was the whole point.',
      author: 'Rahul Mehta',
      role: 'Co-founder, Novara Conic',
    },
    capabilities: {
      'Data and Artificial Intelligence':
        'Matching that reads a request’s material, tolerance and volume and ranks suppliers by fit and track record.',
      'Platforming and Cloud Services':
        'A cloud platform with document-level access control for drawings and an escrow integration with a licensed partner.',
      'Technology and Engineering':
        'Request, quote and order workflows for buyers and suppliers, with supplier profiles built from verified records.',
    },
  },
  'auto-show-remote-sign-up': {
    context:
      'A regional dealer association runs five auto shows a year across the Carolinas, each with 30,000 to 60,000 visitors. Test drives are the shows’ main draw for dealers, and sign-up had been on paper at two desks by the test-drive lot.',
    constraints: [
      'Visitors have patchy mobile data inside exhibition halls, so the sign-up page had to load in a few kilobytes.',
      'Drivers’ licence details are sensitive: they are checked at the car, never uploaded.',
      'Twenty dealer brands share one event, and each may see only the leads for its own models.',
    ],
    measurement:
      'Queue time was timed by event staff at the sign-up area every 30 minutes on each show day, before and after. Test drives per day come from the drive log at the lot; lead validity is the share of leads whose phone or email reached the visitor on the dealer’s first attempt.',
    quote: {
      text: 'Dealers used to get a box of handwritten forms on Monday. Now they call people the same afternoon, while they are still talking about the car.',
      author: 'Tom Reyes',
      role: 'Events director, the dealer association',
    },
    capabilities: {
      'Technology and Engineering':
        'A lightweight web app behind a QR code, with slot booking per model and a check-in view for staff at the lot.',
      'Platforming and Cloud Services':
        'Infrastructure that scales for show weekends and idles between them, with leads routed to each dealer’s CRM.',
    },
  },
  'bastian-bux': {
    context:
      'Bastian runs closed-loop payment cards for three university campuses and two concert venues: students and visitors load money and spend it at cafés, laundries, print stations and merch stands. The plastic card system dated from 2009.',
    constraints: [
      'Stored value is regulated money: balances had to reconcile to the cent every day, with a full audit trail.',
      'Card readers at 600 points of sale could not all be replaced at once, so the new wallet had to run beside the old cards for a year.',
      'Students without smartphones needed a way to pay, so a printed barcode remained an option.',
    ],
    measurement:
      'Reload time is measured from tapping “add funds” to the balance updating, from production logs. Payout cycle and reconciliation come from the finance team’s records for the first full semester after cut-over on each campus.',
    quote: {
      text: 'Finance used to spend two days a week matching card transactions to the bank. Now the reconciliation report is waiting for them in the morning and it balances.',
      author: 'Priya Natarajan',
      role: 'Chief financial officer, Bastian',
    },
    capabilities: {
      'Platforming and Cloud Services':
        'A ledger service with double-entry accounting and nightly reconciliation against the bank, run on audited cloud infrastructure.',
      'Technology and Engineering':
        'Mobile wallets, reload flows and a merchant portal, plus an adapter that let old card readers accept the new wallet.',
      'Digital Transformation and Strategy':
        'A cut-over plan campus by campus, with training for 140 merchants and a date to retire plastic agreed with each university.',
    },
  },
  'salsa-nights': {
    context:
      'Salsa Nights was started by a dance instructor in Miami who was tired of flyers and last-minute posts. Her community of several thousand dancers across South Florida wanted one place to find socials, classes and festivals at their level.',
    constraints: [
      'Organisers are mostly part-time promoters, so publishing an event had to take less time than writing a social post.',
      'Ticket fees had to stay below what organisers paid on general ticketing sites, or they would not switch.',
      'Partner matching had to be safe: no private messages until both dancers accept.',
    ],
    measurement:
      'Advance sales are the share of tickets sold before the doors opened, from the app’s ticketing data, across all events in the first season. Dancer and organiser counts are accounts active at least once in that season.',
    quote: {
      text: 'Beginners used to walk into an advanced social and never come back. Now they find the right night, and they come back with friends.',
      author: 'Carolina Restrepo',
      role: 'Founder, Salsa Nights',
    },
    capabilities: {
      'Idea-to-Market Lab':
        'A first version live for one festival weekend within 30 days, then expanded to weekly socials from what dancers used.',
      'Technology and Engineering':
        'Event publishing, ticketing with door scanning and opt-in partner matching by level and style.',
    },
  },
  carelink: {
    context:
      'A group of nine primary care and physiotherapy clinics in the Pacific Northwest, with about 70 clinicians and 48,000 registered patients, handled every question by phone. Nurses spent the first hour of each day returning voicemails.',
    constraints: [
      'Patient messages are protected health information: the system had to meet HIPAA requirements, with a signed business associate agreement for every vendor.',
      'Triage suggestions are only suggestions: a nurse confirms every urgent flag, and the app tells patients to call 911 for emergencies.',
      'Clinicians would not use a second inbox, so messages had to land in the existing electronic health record.',
    ],
    measurement:
      'Call volume compares the phone system’s inbound counts for the same three months before and after launch. Urgent response time is from a message flagged urgent to a clinician’s first reply, from the app’s audit log; preparation completion is from pre-visit questionnaires.',
    quote: {
      text: 'The urgent message about a child’s fever no longer sits behind forty refill requests. That alone was worth the project.',
      author: 'Dr. Helen Osei',
      role: 'Medical director of the clinic group',
    },
    capabilities: {
      'Data and Artificial Intelligence':
        'A triage model that sorts incoming messages by urgency for a nurse to confirm, tested against 20,000 past messages labelled by clinicians.',
      'Technology and Engineering':
        'A secure mobile app with visit preparation and follow-up plans, integrated with the group’s health record system.',
      'Digital Workforce':
        'An AI receptionist handles appointment changes and refill status questions, and hands clinical questions to the care team.',
    },
  },
  'rent-a-goalie': {
    context:
      'Rent-a-Goalie came from a beer-league goalie in Minnesota whose phone lit up every week with teams looking for a last-minute replacement. He had a list of 80 goalies in a spreadsheet and knew the demand was there.',
    constraints: [
      'Most requests arrive less than a day before puck drop, so the whole match had to finish in minutes, not hours.',
      'Rinks are cold concrete boxes with poor signal: confirmation and payment had to survive a weak connection.',
      'Goalies set their own prices and skill levels, and ratings had to be fair to newcomers with no history.',
    ],
    measurement:
      'Time to confirm is the median from a team’s request to a goalie accepting, from app events in the first season. Games saved counts requests that were filled in leagues where captains told us they would otherwise have forfeited.',
    quote: {
      text: 'Our team used to forfeit two or three games a season. Last season we forfeited none, and I know half the goalies in the league by name now.',
      author: 'Kevin Larsen',
      role: 'Team captain, Twin Cities adult league',
    },
    capabilities: {
      'Idea-to-Market Lab':
        'A working MVP in 30 days, launched in one league and opened to every rink in the metro once fill rates held.',
      'Technology and Engineering':
        'Location-aware requests, instant payouts to goalies and a rating system that weights recent games.',
    },
  },
  medminder: {
    context:
      'MedMinder was founded by a pharmacist in Phoenix after years of watching older patients bring shoeboxes of pill bottles to the counter. The target users take five or more medicines a day, and many live alone.',
    constraints: [
      'Users are mostly over 65: large type, few screens, and reminders that work as a phone call for those without a smartphone.',
      'The interaction checker had to use a licensed drug database and tell users to ask their pharmacist, never to stop a medicine.',
      'Caregivers see adherence only with the user’s consent, which can be withdrawn at any time.',
    ],
    measurement:
      'Adherence is the share of scheduled doses confirmed within two hours, over each user’s first 90 days, for users who kept the app for at least that long. Caregiver check-in calls come from a before-and-after survey of 310 caregivers.',
    quote: {
      text: 'My father lives two states away. I used to call every evening to ask if he had taken his pills. Now I only call when the app tells me he has not.',
      author: 'Lisa Moreno',
      role: 'Caregiver and MedMinder user',
    },
    capabilities: {
      'Technology and Engineering':
        'An accessible mobile app with voice-call reminders and a caregiver view that needs the user’s consent.',
      'Data and Artificial Intelligence':
        'Reminder timing that learns each user’s routine, and interaction checks against a licensed drug database.',
    },
  },
  'crumb-club': {
    context:
      'Crumb Club is a craft cookie bakery in Nashville with one kitchen, six bakers and two delivery drivers. It grew on Instagram, and by the time we met, orders came in through direct messages, a spreadsheet and a payment link.',
    constraints: [
      'Fresh cookies last three days, so the kitchen needed to know tomorrow’s orders by 16:00 today.',
      'The kitchen has one oven line: production had to be planned in batches of 48 by flavour.',
      'Delivery windows had to match what two drivers can cover in an afternoon across the city.',
    ],
    measurement:
      'Weekly orders compare the eight weeks after launch with the eight weeks before, from the storefront and the old spreadsheet. Unsold stock is the number of cookies baked but not sold, counted by the kitchen at close each day.',
    quote: {
      text: 'We doubled orders without hiring another baker, because the oven now bakes what people have actually ordered instead of what we guessed on Thursday night.',
      author: 'Jasmine Park',
      role: 'Owner and head baker, Crumb Club',
    },
    capabilities: {
      'Idea-to-Market Lab': 'A storefront with build-your-box ordering live in four weeks, before the holiday season.',
      'Technology and Engineering':
        'Subscriptions, delivery windows and a production planner that turns orders into oven batches.',
      'Digital Workforce':
        'An AI assistant answers order and allergy questions in direct messages and links to the storefront.',
    },
  },
  'patient-self-check-in': {
    context:
      'An outpatient orthopaedic clinic in Sacramento sees about 260 patients a day across 18 providers. Mornings bunched up at the front desk, where four staff members re-keyed insurance cards and printed consent forms.',
    constraints: [
      'Kiosk tablets sit in a public waiting room, so each session clears itself and shows nothing of the previous patient.',
      'Insurance details had to be checked against the payer before the visit, not just typed in.',
      'Patients who prefer a person, or need help reading, must always be able to check in at the desk.',
    ],
    measurement:
      'Check-in time runs from the first tap on the kiosk to the arrival showing in the clinic’s schedule, from kiosk logs. Data entry is the number of fields staff typed per check-in, sampled on ten days before and ten days after launch.',
    quote: {
      text: 'Our front-desk team now spends the morning helping patients who need them, instead of typing the same insurance numbers into two systems.',
      author: 'Maria Delgado',
      role: 'Practice manager of the clinic',
    },
    capabilities: {
      'Technology and Engineering':
        'A kiosk web app for tablets that runs identity checks, forms and e-signatures, integrated with the practice management system.',
      'Data and Artificial Intelligence':
        'Insurance card reading from a photo, with a real-time eligibility check against the payer before the visit.',
      'Digital Transformation and Strategy':
        'A new front-desk routine designed with the staff, rolled out in two weeks, with the desk kept open for anyone who wants it.',
    },
  },
};
