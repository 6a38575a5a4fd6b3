import type { ContentPost } from './types';
import { paragraphs } from './portable-text';

// The bundled articles: what /blog and the home page show when no content
// service is configured, and what the prerendered HTML always carries.
export { contentCategories } from './post-categories';

const image = (slug: string) => ({ asset: { url: `/media/posts/${slug}.webp` } });

export const bundledPosts: ContentPost[] = [
  {
    title: 'Your Digital Workforce: The First 90 Days',
    slug: { current: 'digital-workforce-first-90-days' },
    publishedAt: '2026-06-02T09:00:00Z',
    excerpt:
      'Hiring an AI worker is the easy part. Here is how the teams that get the most from Ava, Leo and the rest spend their first three months.',
    mainImage: image('digital-workforce-first-90-days'),
    categories: [{ title: 'Insights' }],
    body: paragraphs(
      'Most of the companies we work with can name the exact moment they decided to hire a digital worker: a missed follow-up that cost a deal, a support queue that doubled over a holiday weekend, a founder answering sales e-mails at midnight. What they rarely plan is the quarter that follows. After guiding dozens of teams through it, we have found that the first 90 days decide whether an AI worker becomes part of the team or an expensive experiment.',
      'Days 1 to 30 are about one job, done well. Resist the urge to hand a new worker everything at once. Ava, our Chief of Staff, earns trust fastest when she starts with a single visible routine, such as the Monday priorities brief or meeting follow-ups, and delivers it every day without fail. We agree the definition of done with the people who will read the output, and we review every result together for the first two weeks.',
      'The second month is where the connections are made. Once the first routine is steady, we link the worker to the systems where the work actually lives: the CRM, the shared inbox, the ticketing tool, the calendar. Each connection gets the narrowest permission that does the job, and each is logged. This is also when people start asking for more, which is the best sign that adoption is real rather than mandated.',
      'Measure outcomes, not activity. A digital worker can send thousands of messages; that number means nothing on its own. We track the measures your team already cares about: response time to a new lead, hours given back to senior staff each week, first-contact resolution, the share of meetings that end with clear owners. By day 60 those numbers should be moving, and if they are not, we change the workflow before adding anything new.',
      'Days 61 to 90 are for widening the circle. With one routine proven and the systems connected, a second worker can join without starting from zero. Leo picks up the outreach that Ava identified; Sam follows up with the clients Leo brought in. Workers that share context behave like a team, and the hand-offs between them are where most of the compounding value appears.',
      'Throughout, people stay in charge. Every worker has a named human owner who can pause it, correct it and see exactly what it did and why. That ownership is not a formality: it is how the team learns where the worker is strong, where it needs guardrails and where a person should always make the call.',
      'At the end of the quarter we sit down with you and compare the numbers against the goals we set on day one. Most teams leave that meeting with a clear picture of the next two roles to fill, and with something more valuable than any single metric: a shared habit of designing work so that people and AI each do what they do best.',
    ),
  },
  {
    title: 'Ethical AI by Design: A Checklist for Every Deployment',
    slug: { current: 'ethical-ai-by-design-checklist' },
    publishedAt: '2026-05-12T09:00:00Z',
    excerpt:
      'The ten questions we answer before any agent goes live, from data consent to the off switch, and why we publish them.',
    mainImage: image('ethical-ai-by-design-checklist'),
    categories: [{ title: 'Initiatives' }, { title: 'Insights' }],
    body: paragraphs(
      'Ethics is easy to promise and hard to prove. That is why, at Infinyte, ethical-by-design is not a values statement on a slide but a checklist that every deployment must pass before it touches a customer, an employee or a single record of personal data. We are publishing it because the questions are more useful in more hands, and because a standard you will not show people is not much of a standard.',
      'The first group of questions is about data. Where does every input come from, and did the people it describes agree to this use? Which fields does the agent actually need, and can we remove the rest? How long is anything kept, and who can delete it on request? We expect precise answers, written down, before the first connection is made.',
      'The second group is about people. Who is affected by what the agent decides or drafts, and have we spoken to them? Is it always clear to a customer that they are talking to an AI worker? Is there a way to reach a person at every step, and does that way actually work at two in the morning on a Sunday? An AI receptionist that cannot hand over to a human is not a service; it is a wall.',
      'The third group is about behaviour. What must the agent never do, and how do we test that it does not? We write those limits as tests and run them on every change, alongside checks for biased outcomes across the groups the agent serves. When a limit is crossed in testing, the deployment stops until we understand why.',
      'The fourth group is about control. Every agent has a named owner, a visible log of what it did and why, and an off switch that any owner can use without asking permission. We rehearse that switch. Organisations that have practised turning an agent off are, in our experience, far more confident about turning it on.',
      'The last question is the simplest and the one we take most seriously: would we be comfortable explaining this deployment, in plain words, to the people it affects? If the honest answer is no, the design changes. That single question has reshaped more projects than any regulation we work within.',
      'The full checklist is part of every engagement, from a two-hour Expert Guidance Consultation to an enterprise platform programme. If you are running your own deployments, use it, adapt it and tell us what you would add. Responsible AI improves fastest when the people building it compare notes.',
    ),
  },
  {
    title: 'From Idea to MVP in 30 Days: Inside the Idea-to-Market Lab',
    slug: { current: 'from-idea-to-mvp-in-30-days' },
    publishedAt: '2026-04-21T09:00:00Z',
    excerpt:
      'Thirty days is short enough to keep everyone honest and long enough to ship something real. A week-by-week look at how the Lab works.',
    mainImage: image('from-idea-to-mvp-in-30-days'),
    categories: [{ title: 'News' }, { title: 'Initiatives' }],
    body: paragraphs(
      'Every founder we meet has the same problem in a different shape: an idea that feels urgent, a budget that feels small and a long list of things that could be built. The Idea-to-Market Lab exists to turn that list into one working product in front of real users within 30 days. The deadline is not a marketing line; it is the tool that forces the hard choices early.',
      'Week one is collaborative ideation. We spend it with you and, wherever possible, with the people you want to serve. Together we write down the single job the product must do, the person it does it for and the signal that will tell us it worked. Everything that does not serve that job goes on a later list. Founders often find this the most uncomfortable week and, looking back, the most valuable.',
      'Week two is customization and planning. Our designers and engineers turn the job into screens, flows and a technical plan sized to the time we have. We choose proven building blocks for everything that is not your differentiator, such as sign-in, payments and notifications, so the team spends its energy on the part only you have.',
      'Weeks three and four are agile execution. We ship to a private link every day, review together twice a week and adjust as users react. AI is in the toolkit when it earns its place: a recommendation engine for a marketplace, a triage assistant for a clinic kiosk, a content generator for a community app. It is never added just to sound modern.',
      'On day 30 you receive a live product, the source code, the design files and a short report on what users did with it. Just as important, you receive a clear recommendation for what to build next and what to stop doing, grounded in evidence rather than opinion.',
      'Not every idea survives contact with users, and that is a result too. A founder who learns in a month that the market wants something different has saved the year it would have taken to learn the same lesson the slow way. Several of the case studies on this site began as Lab projects that changed direction in week three.',
    ),
  },
  {
    title: 'Five Lessons From Our Automate In-House Workshops',
    slug: { current: 'automate-in-house-workshop-lessons' },
    publishedAt: '2026-03-17T09:00:00Z',
    excerpt:
      'We have trained operations, finance and support teams to build their own agents. These are the patterns that separate the teams who ship from the teams who stall.',
    mainImage: image('automate-in-house-workshop-lessons'),
    categories: [{ title: 'Insights' }],
    body: paragraphs(
      'The Automate In-House workshop has one promise: by the end, your own staff are ready to deploy three to five custom agents without waiting on an outside vendor. Over the past year we have run it with operations teams, finance departments, clinics and customer support groups. The teams differ; the lessons repeat. Here are the five we share on the first morning of every workshop.',
      'Lesson one: start from a process map, not a tool. Teams that open an automation platform first build impressive demos that nobody uses. Teams that first draw the process as it really happens, including the exceptions and the workarounds nobody admits to, build agents that fit the work. We spend the whole first session on paper.',
      'Lesson two: automate the boring middle. The most valuable agents rarely make the big decision; they gather the documents, check the fields, chase the missing signature and prepare the summary so a person can decide in two minutes instead of twenty. Choose the steps that are repetitive, rule-based and currently done by your most expensive people.',
      'Lesson three: design the hand-off before the happy path. Every agent will meet a case it should not handle. Decide in advance what it does then: who it notifies, what it includes and how it explains where it stopped. The teams that get this right earn trust quickly, because nobody is ever surprised.',
      'Lesson four: measure from day one. Before an agent goes live, record how long the process takes today, how often it goes wrong and what it costs. Without that baseline, a successful agent is just an opinion. With it, the second and third agents are an easy decision for leadership.',
      'Lesson five: give every agent an owner. Not the vendor, not the IT department in general, but a named person on the team that uses it. Owners review the logs, suggest improvements and decide when an agent should be paused. Agents with owners improve month after month; agents without them quietly decay.',
      'Teams leave the workshop with working agents, a shared playbook and the confidence to build the next one themselves. If you would like to bring the workshop to your organisation, start a conversation with us and we will shape the agenda around your processes.',
    ),
  },
  {
    title: 'Agentic Orchestration, Explained Without the Hype',
    slug: { current: 'agentic-orchestration-explained' },
    publishedAt: '2026-02-24T09:00:00Z',
    excerpt:
      'What it actually means for AI agents to work together, why decentralised orchestration beats one giant assistant and where people stay in the loop.',
    mainImage: image('agentic-orchestration-explained'),
    categories: [{ title: 'Insights' }],
    body: paragraphs(
      '"Agentic" has become one of the most overused words in technology, often attached to anything with a chat box. Underneath the noise is a genuinely useful idea: instead of one assistant that tries to do everything, a set of focused agents, each good at one job, that hand work to each other with clear rules. Orchestration is the discipline of making those hand-offs reliable.',
      'Think of how a good office runs. The receptionist does not write the contract, and the analyst does not book the meeting room. Each person knows their job, knows who to pass work to and knows when to escalate. Our Digital Workforce follows the same shape: Ella answers the call, Iris qualifies the need, Zoe prepares the analysis and Ava makes sure the right person sees it before the end of the day.',
      'Why not one large assistant? Because focused agents are easier to test, easier to explain and easier to correct. When a specialised agent makes a mistake, you know where to look, you can fix its instructions without touching anything else and you can measure whether the fix worked. A single do-everything assistant turns every problem into a guessing game.',
      'Our platform uses decentralised orchestration. There is no single master agent that everything depends on. Instead, agents publish what they have done and subscribe to the events they care about, through an adaptive intelligence fabric that carries context between them. If one agent is paused for maintenance, the others keep working and the queue waits for it, just as a team covers for a colleague on leave.',
      'People remain part of the system, not an afterthought. Any step can be marked as needing human approval, and the orchestration treats that approval like any other hand-off: the work waits, the owner is notified with everything they need to decide, and the decision is logged. The result is automation that moves fast on the routine and slows down exactly where judgement matters.',
      'If you are evaluating agent platforms, ask three questions. Can I see every hand-off between agents and why it happened? Can I pause one agent without stopping the rest? Can a person approve, reject or correct any step? If the answer to any of them is unclear, the orchestration is not ready for your customers yet.',
    ),
  },
  {
    title: 'Meet Ella: 24/7 Customer Care With an AI Receptionist',
    slug: { current: 'ai-receptionist-24-7-customer-care' },
    publishedAt: '2026-01-20T09:00:00Z',
    excerpt:
      'Ella answers every call and message around the clock, books appointments and knows when to hand over to a person. Here is what changed for the first teams to hire her.',
    mainImage: image('ai-receptionist-24-7-customer-care'),
    categories: [{ title: 'News' }],
    body: paragraphs(
      'Customers do not keep office hours. A family looking for a clinic appointment, a driver after a collision, a buyer comparing quotes late on a Friday: each expects an answer now, and each will try someone else if they do not get one. Ella, our AI Receptionist, was built for exactly those moments, and today she is available to every business through our Digital Workforce.',
      'Ella answers phone calls, website chat and messages in a warm, natural voice that follows your brand guidelines. She knows your services, prices, opening hours and policies, and she books, moves and confirms appointments directly in your calendar system. Every conversation ends with a clear summary in your CRM, so the morning team starts with context rather than a pile of voicemails.',
      'She also knows her limits. When a caller is upset, when a question touches medical, legal or financial advice, or when someone simply asks for a person, Ella hands over with the full conversation attached. Outside staffed hours she takes a detailed message, promises a callback time your team has agreed and makes sure that promise is kept.',
      'The first teams to hire Ella saw the difference within weeks. A dental practice stopped losing evening enquiries to competitors and filled its cancellation slots the same day. A repair network cut the average time to a first response from hours to seconds. A property manager moved routine maintenance requests out of the inbox and into a tracked queue that tenants can follow.',
      'Ella is configured, not coded. We spend a short onboarding session with your team to capture how you want calls handled, connect her to your calendar and CRM, and test her against the real questions your customers ask. Most businesses are live within 48 hours, and every change after that is a conversation rather than a project.',
      'Like every member of the Digital Workforce, Ella is designed to be transparent. Callers always know they are speaking with an AI receptionist, every interaction is logged, and a named person on your team owns how she behaves. That is how 24/7 care stays personal, and how customers come to trust it.',
    ),
  },
];
