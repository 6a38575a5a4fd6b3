// The twelve AI workers of the Digital Workforce. Media paths and the hire
// button derive from the slug and first name so they cannot drift.
import { workerPortrait, workerVideo } from './media';
import { workerPath } from '@/config/page-links';
import type { AiWorker, WorkerProfile } from './types';
import { workerProfiles } from './worker-profiles';

type WorkerCopy = Omit<AiWorker, 'textButton' | 'imgSrc' | 'src' | 'video' | 'category' | 'detail'> & {
  role: string;
  detail: Omit<AiWorker['detail'], keyof WorkerProfile>;
};

const hire = ({ role, detail, ...copy }: WorkerCopy): AiWorker => {
  const video = workerVideo(copy.slug);
  const profile = workerProfiles[copy.slug];
  if (!profile) throw new Error(`No profile for worker ${copy.slug} in worker-profiles.ts`);
  return {
    ...copy,
    detail: { ...detail, ...profile },
    category: [role],
    textButton: `Hire ${copy.firstName}`,
    imgSrc: workerPortrait(copy.slug),
    src: video.src,
    video,
  };
};

const standardSteps = (firstName: string, focus: string) => [
  {
    title: 'Scope the role',
    description: `In a 45-minute call we map the work ${firstName} will own, the ${focus} involved and the approvals you want to keep.`,
  },
  {
    title: 'Connect and train',
    description: `We connect ${firstName} to your tools with least-privilege access and train on your playbooks, tone and past examples.`,
  },
  {
    title: 'Go live with oversight',
    description: `${firstName} starts in supervised mode; once a week of work meets your bar, you widen the remit and review a weekly report.`,
  },
];

export const workers: AiWorker[] = [
  hire({
    id: 1,
    firstName: 'Ava',
    role: 'Chief of Staff',
    slug: 'ava-chief-of-staff',
    title: 'Ava keeps the leadership week on track',
    description:
      'Ava turns meetings, inboxes and project boards into a clear weekly agenda for your leadership team. She chases owners, drafts briefs and makes sure decisions actually get made.',
    detail: {
      summary:
        'Ava is the operating rhythm of your executive office. She reads across calendars, email threads and project tools, then prepares the agendas, briefs and follow-ups that keep leaders focused on decisions instead of status updates.',
      responsibilities: [
        'Run the weekly leadership cadence: agenda, pre-reads and action log',
        'Track commitments made in meetings and chase owners before deadlines slip',
        'Prepare decision briefs that summarize options, risks and data',
        'Keep OKR and project status current across teams',
        'Draft board and investor updates from live numbers',
      ],
      tasks: [
        'Summarizing long email threads into three-line updates',
        'Booking and rescheduling internal meetings across time zones',
        'Writing meeting notes and distributing action items',
        'Compiling the Monday status digest from Jira and Asana',
        'Preparing travel and visit itineraries',
        'Reminding owners of overdue actions',
      ],
      tools: ['Google Workspace', 'Microsoft 365', 'Slack', 'Notion', 'Asana', 'Jira'],
      hiringSteps: standardSteps('Ava', 'meetings, reports and decision records'),
      outcomes: [
        { value: '9 hrs', label: 'executive time returned each week' },
        { value: '94%', label: 'of action items closed on time' },
        { value: '1 day', label: 'to assemble a board pack, down from five' },
      ],
    },
  }),
  hire({
    id: 2,
    firstName: 'Leo',
    role: 'Outreach Specialist',
    slug: 'leo-outreach-specialist',
    title: 'Leo books meetings while you sleep',
    description:
      'Leo researches prospects, writes personal first lines and runs multi-step outreach across email and LinkedIn. Every reply is qualified and handed to a human with full context.',
    detail: {
      summary:
        'Leo is an outbound specialist who never runs out of energy for the tenth follow-up. He builds account lists from your ideal customer profile, writes messages grounded in real research and books qualified meetings straight into your reps’ calendars.',
      responsibilities: [
        'Build and enrich target account and contact lists',
        'Write personalized sequences that reference real trigger events',
        'Handle replies, objections and scheduling',
        'Keep the CRM clean with every touch logged',
        'Report on reply, meeting and pipeline rates by segment',
      ],
      tasks: [
        'Researching each prospect’s company news and role',
        'Drafting first lines and follow-ups in your brand voice',
        'Sorting replies into interested, later, referral and unsubscribe',
        'Booking meetings with round-robin calendar rules',
        'Updating deal stages and next steps in the CRM',
      ],
      tools: ['HubSpot', 'Salesforce', 'LinkedIn Sales Navigator', 'Apollo', 'Gmail', 'Calendly'],
      hiringSteps: standardSteps('Leo', 'segments, offers and messaging rules'),
      outcomes: [
        { value: '3.2x', label: 'more qualified meetings per rep' },
        { value: '41%', label: 'positive reply rate on warm segments' },
        { value: '< 5 min', label: 'response time to inbound replies' },
      ],
    },
  }),
  hire({
    id: 3,
    firstName: 'Maya',
    role: 'Content Strategist',
    slug: 'maya-content-strategist',
    title: 'Maya plans, drafts and repurposes your content',
    description:
      'Maya builds an editorial calendar from your goals and search demand, then drafts articles, newsletters and social posts for your team to approve. One interview becomes a month of content.',
    detail: {
      summary:
        'Maya is a content strategist who starts with what your buyers search for and ask about. She turns expert interviews, webinars and product notes into a steady stream of on-brand content, and measures what each piece actually contributes to pipeline.',
      responsibilities: [
        'Maintain a quarterly editorial calendar tied to campaigns',
        'Draft long-form articles from subject-matter interviews',
        'Repurpose each asset into newsletters, social posts and sales snippets',
        'Enforce brand voice and style guidelines',
        'Report content performance against traffic and conversion goals',
      ],
      tasks: [
        'Transcribing and outlining expert interviews',
        'Writing first drafts with sources and internal links',
        'Producing ten social variations per article',
        'Scheduling posts across channels',
        'Refreshing older articles that have lost rankings',
      ],
      tools: ['WordPress', 'Webflow', 'HubSpot', 'Notion', 'Canva', 'Google Analytics 4'],
      hiringSteps: standardSteps('Maya', 'channels, voice and approval flow'),
      outcomes: [
        { value: '4x', label: 'publishing cadence with the same team' },
        { value: '62%', label: 'growth in organic sessions within two quarters' },
        { value: '30 min', label: 'editor review per article, down from three hours' },
      ],
    },
  }),
  hire({
    id: 4,
    firstName: 'Owen',
    role: 'Backup Operations Manager',
    slug: 'owen-backup-operations-manager',
    title: 'Owen proves your backups will restore',
    description:
      'Owen monitors every backup job, tests restores on a schedule and raises a ticket the moment something drifts. Your recovery plan stops being a document and becomes a habit.',
    detail: {
      summary:
        'Owen watches over backup and recovery across servers, SaaS applications and cloud storage. He does the unglamorous work most teams postpone: checking job logs every morning, running test restores and keeping recovery runbooks current.',
      responsibilities: [
        'Monitor backup jobs and storage health daily',
        'Run scheduled test restores and record recovery times',
        'Keep retention policies aligned with compliance requirements',
        'Maintain disaster-recovery runbooks and contact lists',
        'Escalate failures to the right engineer with diagnostics attached',
      ],
      tasks: [
        'Reading overnight job logs and flagging failures',
        'Opening and updating tickets with error details',
        'Verifying immutable copies and encryption settings',
        'Producing the monthly recovery-readiness report',
        'Auditing which new systems lack a backup policy',
      ],
      tools: ['Veeam', 'AWS Backup', 'Azure Backup', 'Microsoft 365', 'ServiceNow', 'PagerDuty'],
      hiringSteps: standardSteps('Owen', 'systems, retention rules and escalation paths'),
      outcomes: [
        { value: '100%', label: 'of critical systems with a tested restore each quarter' },
        { value: '15 min', label: 'from failed job to ticket with diagnostics' },
        { value: '0', label: 'unnoticed backup failures since go-live' },
      ],
    },
  }),
  hire({
    id: 5,
    firstName: 'Iris',
    role: 'Solutions Advisor',
    slug: 'iris-solutions-advisor',
    title: 'Iris matches every buyer to the right package',
    description:
      'Iris answers product questions in detail, recommends the right plan for each buyer and prepares a tailored proposal. Complex deals reach your sales engineers already qualified.',
    detail: {
      summary:
        'Iris is a pre-sales advisor trained on your product documentation, pricing and past proposals. She answers technical and commercial questions accurately, qualifies requirements and drafts proposals your team only needs to review and send.',
      responsibilities: [
        'Answer product, pricing and integration questions from prospects',
        'Qualify requirements, budget and timeline',
        'Recommend the plan or package that fits each case',
        'Draft proposals and statements of work from approved templates',
        'Hand complex deals to sales engineers with a full brief',
      ],
      tasks: [
        'Completing security questionnaires from your knowledge base',
        'Building side-by-side plan comparisons',
        'Drafting proposal documents and pricing tables',
        'Logging discovery notes in the CRM',
        'Following up on open proposals',
      ],
      tools: ['Salesforce', 'HubSpot', 'PandaDoc', 'Confluence', 'Google Workspace'],
      hiringSteps: standardSteps('Iris', 'products, pricing rules and discount approvals'),
      outcomes: [
        { value: '70%', label: 'of questionnaires completed without an engineer' },
        { value: '2 days', label: 'faster proposal turnaround' },
        { value: '23%', label: 'higher win rate on advised deals' },
      ],
    },
  }),
  hire({
    id: 6,
    firstName: 'Nova',
    role: 'System Intelligence Agent',
    slug: 'nova-system-intelligence-agent',
    title: 'Nova spots the problem before your customers do',
    description:
      'Nova reads metrics, logs and alerts across your stack, correlates them and explains what is happening in plain language. On-call engineers get a diagnosis, not just a page.',
    detail: {
      summary:
        'Nova is an observability analyst that never looks away from the dashboards. She correlates signals across infrastructure, applications and business metrics, filters alert noise and writes the first draft of every incident timeline.',
      responsibilities: [
        'Correlate alerts across monitoring tools into single incidents',
        'Explain likely causes with links to the evidence',
        'Track service-level objectives and error budgets',
        'Draft incident timelines and post-incident reviews',
        'Recommend alert tuning to cut noise',
      ],
      tasks: [
        'Grouping duplicate alerts during an outage',
        'Pulling relevant log lines and recent deployments',
        'Posting status summaries to the incident channel',
        'Drafting customer-facing status page updates',
        'Reporting weekly on reliability trends',
        'Flagging capacity risks before they become incidents',
      ],
      tools: ['Datadog', 'Grafana', 'Prometheus', 'PagerDuty', 'Slack', 'GitHub'],
      hiringSteps: standardSteps('Nova', 'services, thresholds and on-call rotations'),
      outcomes: [
        { value: '68%', label: 'fewer alerts reaching on-call engineers' },
        { value: '37%', label: 'faster mean time to resolution' },
        { value: '24 hrs', label: 'to a complete post-incident draft' },
      ],
    },
  }),
  hire({
    id: 7,
    firstName: 'Ella',
    role: 'AI Receptionist',
    slug: 'ella-ai-receptionist',
    title: 'Ella answers every call, day or night',
    description:
      'Ella picks up on the first ring, answers common questions and books appointments straight into your calendar. Urgent callers reach a person; nobody hits voicemail.',
    detail: {
      summary:
        'Ella is a voice and chat receptionist for businesses that cannot afford to miss a call. She greets callers by name when she can, answers questions from your approved knowledge, books and reschedules appointments and routes anything sensitive to your staff with a written summary.',
      responsibilities: [
        'Answer inbound calls and web chats around the clock',
        'Book, confirm and reschedule appointments',
        'Answer questions about hours, pricing and services',
        'Route urgent or sensitive calls to the right person',
        'Log every conversation with a summary and next step',
      ],
      tasks: [
        'Sending appointment confirmations and reminders by text',
        'Collecting intake details before the first visit',
        'Taking messages with callback preferences',
        'Handling after-hours overflow',
        'Reducing no-shows with same-day reminder calls',
      ],
      tools: ['Twilio', 'RingCentral', 'Google Calendar', 'Calendly', 'HubSpot', 'Zendesk'],
      hiringSteps: standardSteps('Ella', 'call flows, scripts and escalation rules'),
      outcomes: [
        { value: '100%', label: 'of calls answered, including after hours' },
        { value: '31%', label: 'fewer missed appointments' },
        { value: '4 sec', label: 'average time to answer' },
      ],
    },
  }),
  hire({
    id: 8,
    firstName: 'Max',
    role: 'Technical Support Specialist',
    slug: 'max-technical-support-specialist',
    title: 'Max resolves tickets at the first touch',
    description:
      'Max troubleshoots customer issues step by step using your documentation and past tickets. He resolves the routine ones and escalates the rest with reproduction steps attached.',
    detail: {
      summary:
        'Max is a tier-one and tier-two support specialist who learns from every resolved ticket in your history. He walks customers through fixes, gathers logs and screenshots when a bug is real, and keeps your help center accurate as the product changes.',
      responsibilities: [
        'Triage and resolve incoming support tickets',
        'Guide customers through troubleshooting steps',
        'Reproduce bugs and file complete engineering issues',
        'Keep help-center articles current with each release',
        'Flag recurring issues to product managers',
      ],
      tasks: [
        'Tagging and prioritizing new tickets',
        'Answering how-to questions with linked articles',
        'Resetting accounts and permissions within policy',
        'Collecting logs, versions and screenshots',
        'Drafting release-note updates for support content',
      ],
      tools: ['Zendesk', 'Intercom', 'Freshdesk', 'Jira', 'Confluence', 'Slack'],
      hiringSteps: standardSteps('Max', 'products, policies and escalation tiers'),
      outcomes: [
        { value: '58%', label: 'of tickets resolved without escalation' },
        { value: '2 min', label: 'median first response time' },
        { value: '4.7/5', label: 'customer satisfaction score' },
      ],
    },
  }),
  hire({
    id: 9,
    firstName: 'Grace',
    role: 'Executive Receptionist',
    slug: 'grace-executive-receptionist',
    title: 'Grace gives every visitor a first-class welcome',
    description:
      'Grace manages the front desk for executive offices: screening calls, preparing visits and keeping the leadership calendar protected. Guests feel expected; executives stay focused.',
    detail: {
      summary:
        'Grace brings concierge-level service to the executive suite. She screens and routes calls with discretion, coordinates visitor arrivals with security and facilities, and guards leadership calendars against the meetings that should have been an email.',
      responsibilities: [
        'Screen and route calls for the executive team',
        'Coordinate visitor registration, parking and meeting rooms',
        'Protect executive calendars using agreed priorities',
        'Handle correspondence that needs a prompt, polished reply',
        'Keep contact records and preferences up to date',
      ],
      tasks: [
        'Sending visitor instructions and badges in advance',
        'Booking rooms, catering and video links',
        'Declining or redirecting low-priority meeting requests',
        'Drafting thank-you notes after visits',
        'Preparing daily briefings for each executive',
      ],
      tools: ['Microsoft 365', 'Outlook', 'Envoy', 'Zoom', 'Microsoft Teams', 'Salesforce'],
      hiringSteps: standardSteps('Grace', 'executives, priorities and guest etiquette'),
      outcomes: [
        { value: '6 hrs', label: 'of meetings declined or redirected per executive each week' },
        { value: '100%', label: 'of visitors pre-registered before arrival' },
        { value: '< 1 hr', label: 'reply time on executive correspondence' },
      ],
    },
  }),
  hire({
    id: 10,
    firstName: 'Sam',
    role: 'Client Success Manager',
    slug: 'sam-client-success-manager',
    title: 'Sam keeps every account healthy',
    description:
      'Sam tracks product usage, support history and sentiment for each account, then acts before renewal risk shows up. Your human CSMs spend their time on the conversations that matter.',
    detail: {
      summary:
        'Sam is a client success manager who watches every account, not just the biggest ones. He combines usage data, ticket history and email tone into a health score, runs onboarding and check-in programs, and prepares renewal briefs weeks before the date.',
      responsibilities: [
        'Run structured onboarding for new accounts',
        'Maintain account health scores and risk alerts',
        'Prepare quarterly business reviews from live data',
        'Identify expansion opportunities from usage patterns',
        'Coordinate renewals with account owners',
      ],
      tasks: [
        'Sending onboarding milestones and training invites',
        'Nudging inactive users with useful tips',
        'Drafting QBR decks with usage charts',
        'Logging sentiment from emails and calls',
        'Alerting owners when health scores drop',
      ],
      tools: ['Gainsight', 'HubSpot', 'Salesforce', 'Intercom', 'Mixpanel', 'Slack'],
      hiringSteps: standardSteps('Sam', 'segments, health signals and renewal calendar'),
      outcomes: [
        { value: '96%', label: 'gross revenue retention' },
        { value: '18%', label: 'net expansion from flagged opportunities' },
        { value: '60 days', label: 'of notice on every at-risk renewal' },
      ],
    },
  }),
  hire({
    id: 11,
    firstName: 'Theo',
    role: 'Technical SEO Specialist',
    slug: 'theo-technical-seo-specialist',
    title: 'Theo keeps your site fast, crawlable and found',
    description:
      'Theo audits your site every week for crawl errors, slow pages and broken structured data, then files fixes your developers can ship. Rankings stop slipping for reasons nobody noticed.',
    detail: {
      summary:
        'Theo is a technical SEO specialist who treats your website like production software. He monitors indexing, Core Web Vitals and structured data, explains issues in developer-ready tickets and verifies every fix once it ships.',
      responsibilities: [
        'Monitor indexing coverage and crawl health',
        'Track Core Web Vitals by template and device',
        'Validate structured data and metadata',
        'Manage redirects and canonical rules during migrations',
        'Report organic performance by page group',
      ],
      tasks: [
        'Running weekly crawls and diffing the results',
        'Writing tickets with URLs, evidence and fixes',
        'Checking sitemaps and robots rules after releases',
        'Finding internal-linking gaps to priority pages',
        'Verifying fixes in Search Console after deployment',
      ],
      tools: ['Google Search Console', 'Screaming Frog', 'Lighthouse', 'Ahrefs', 'Google Analytics 4', 'Jira'],
      hiringSteps: standardSteps('Theo', 'templates, priorities and release process'),
      outcomes: [
        { value: '99%', label: 'of priority pages indexed' },
        { value: '45%', label: 'more pages passing Core Web Vitals' },
        { value: '3x', label: 'faster detection of ranking regressions' },
      ],
    },
  }),
  hire({
    id: 12,
    firstName: 'Zoe',
    role: 'Business Analyst',
    slug: 'zoe-business-analyst',
    title: 'Zoe turns raw numbers into next steps',
    description:
      'Zoe pulls data from your finance, sales and operations systems and answers business questions in plain English. Each report ends with what changed, why, and what to do next.',
    detail: {
      summary:
        'Zoe is a business analyst who answers the questions leaders ask on Monday morning. She joins data across systems, builds and maintains dashboards, spots anomalies and writes the narrative that explains them, so meetings start from the same facts.',
      responsibilities: [
        'Answer ad hoc business questions with sourced analysis',
        'Maintain KPI dashboards for each department',
        'Detect anomalies in revenue, cost and operations data',
        'Document requirements for new reports and automations',
        'Model scenarios for budgets and pricing decisions',
      ],
      tasks: [
        'Writing and checking SQL queries',
        'Reconciling figures between finance and CRM',
        'Producing the weekly KPI narrative',
        'Building forecast models in spreadsheets',
        'Annotating dashboards with context on unusual weeks',
      ],
      tools: ['Power BI', 'Tableau', 'Snowflake', 'BigQuery', 'Excel', 'Google Sheets'],
      hiringSteps: standardSteps('Zoe', 'data sources, definitions and reporting cadence'),
      outcomes: [
        { value: '12 hrs', label: 'of manual reporting removed each week' },
        { value: 'Same day', label: 'answers to ad hoc questions' },
        { value: '1', label: 'agreed definition for every KPI' },
      ],
    },
  }),
];

/** A worker's page (built in src/config/page-links.ts with the site's other slug pages). */
export { workerPath };

export const getWorkerBySlug = (slug: string) => workers.find((worker) => worker.slug === slug);
