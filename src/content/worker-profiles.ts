// What each worker's page says that no other page does: a typical week, how
// the worker reaches each tool, one real-looking hand-off to a person and the
// guardrails of the role. Keyed by slug; workers.ts merges each into its worker.
import type { WorkerProfile } from './types';

export const workerProfiles: Record<string, WorkerProfile> = {
  'ava-chief-of-staff': {
    week: [
      {
        day: 'Monday',
        work: 'Publishes the leadership digest by 8:00: what moved in Jira and Asana last week, the three decisions waiting on someone and the actions due before Friday, each with its owner.',
      },
      {
        day: 'Tuesday',
        work: 'Builds the agenda for the leadership meeting from open decisions and flagged items, attaches the pre-reads and asks anyone missing a document for it by noon.',
      },
      {
        day: 'Wednesday',
        work: 'Takes notes in the meeting, posts the action log to Slack within the hour and opens a task for every commitment in the owner’s own tool.',
      },
      {
        day: 'Thursday',
        work: 'Chases actions that are due and have not moved, drafts decision briefs for next week and reconciles OKR progress with the numbers in the source systems.',
      },
      {
        day: 'Friday',
        work: 'Sends each leader a one-page week in review and, at month end, drafts the board or investor update with every figure linked to where it came from.',
      },
    ],
    connections:
      'Ava reads calendars and mail through a delegated Google Workspace or Microsoft 365 account that cannot send as an executive unless you allow it. In Slack she joins only the channels you invite her to. Notion, Asana and Jira are connected through tokens scoped to the leadership workspace, so she can create and update tasks but never delete a project. Board material is drafted in a shared folder; nothing leaves the company until a named person presses send.',
    handoff: {
      recipient: 'the chief operating officer',
      situation: 'Two regional leads committed to different launch dates for the same product in separate meetings.',
      note: '“Conflict to resolve before Wednesday: Priya told the EMEA review the Q3 launch is 14 August; Marco told the Americas sync 2 September. Both sets of notes and the Jira epic are linked. I have not contacted either of them or changed the epic. Options: agree one date in Wednesday’s meeting, or split the launch by region. I have added it as item 2 on the draft agenda.”',
    },
    guardrails: [
      'Never accepts or declines invitations, or sends email as an executive, without that person’s standing permission for that kind of message.',
      'Keeps HR, legal and compensation threads out of digests and briefs: she notes that a thread exists, not what it says.',
      'Marks every number in a board pack with its source and the date it was pulled, and leaves a figure blank rather than estimating it.',
      'Raises an action more than three days overdue with the owner’s manager only after telling the owner first.',
    ],
  },
  'leo-outreach-specialist': {
    week: [
      {
        day: 'Monday',
        work: 'Refreshes the target list: new accounts that match your ideal customer profile, contacts who changed jobs and companies with a trigger event such as funding, a new site or a hiring spree.',
      },
      {
        day: 'Tuesday',
        work: 'Researches the week’s 150 to 300 prospects and writes a first line for each that cites something real: a talk they gave, a job post, a product launch.',
      },
      {
        day: 'Wednesday',
        work: 'Sends the new sequence steps in small batches from warmed mailboxes, inside the limits you set per domain and per day.',
      },
      {
        day: 'Thursday',
        work: 'Works the replies: books interested prospects into reps’ calendars, answers common objections from your approved answers and stops every sequence where someone asks to be left alone.',
      },
      {
        day: 'Friday',
        work: 'Reports reply, meeting and pipeline rates by segment and message, and proposes which two messages to retire and which to test next week.',
      },
    ],
    connections:
      'Leo sends from dedicated outreach mailboxes on a separate subdomain, so your main domain’s reputation is never at risk. He reads and writes contacts, activities and deal stages in HubSpot or Salesforce through an integration user with no export or delete rights. Sales Navigator and Apollo are used for research through your own seats, and Calendly links follow your round-robin rules. Every email is logged against the contact before the next step is scheduled.',
    handoff: {
      recipient: 'the account executive for the segment',
      situation:
        'A vice president of operations replied asking whether the product works with an on-premises SAP system, a question outside the approved answers.',
      note: '“Warm reply from Dana Whitfield, VP Operations at Harbor Freight Lines (412 employees, logistics). She asks whether we integrate with on-premises SAP ECC 6.0. I did not answer the technical question. Her calendar link shows Tuesday and Thursday afternoons; I offered both and will confirm whichever she picks. Thread, company notes and her last two LinkedIn posts are on the HubSpot record.”',
    },
    guardrails: [
      'Sends no more than the daily limit you set per mailbox, and pauses a whole domain if its bounce rate passes 3 percent.',
      'Honours an opt-out in any wording at once, across every sequence and mailbox, and records it in the CRM.',
      'Never invents a mutual connection, a compliment or a customer result: every personal line cites a public source.',
      'Does not discuss pricing, discounts or contract terms; those replies go to a rep with the thread summarised.',
    ],
  },
  'maya-content-strategist': {
    week: [
      {
        day: 'Monday',
        work: 'Reviews last week’s numbers in Google Analytics 4 and Search Console, picks the articles to refresh and confirms the week’s briefs in the Notion calendar.',
      },
      {
        day: 'Tuesday',
        work: 'Outlines the transcribed expert interviews and drafts the week’s long-form article with sources, internal links and the questions buyers actually ask sales.',
      },
      {
        day: 'Wednesday',
        work: 'Cuts the article into a newsletter section, five LinkedIn posts, five short posts and two snippets your sales team can paste into email.',
      },
      {
        day: 'Thursday',
        work: 'Applies editor feedback, builds social images from your Canva templates and stages everything as drafts in WordPress or Webflow and in HubSpot.',
      },
      {
        day: 'Friday',
        work: 'Schedules what was approved and writes a short note on what each published piece contributed: visits, sign-ups and influenced pipeline.',
      },
    ],
    connections:
      'Maya drafts inside your CMS with an author role that can create and edit drafts but cannot publish, so an editor always presses the button. She reads Google Analytics 4 and Search Console with view-only access, uses your Canva brand kit rather than styles of her own and keeps the editorial calendar in Notion, where your team already plans. Her HubSpot access covers email drafts and social scheduling, not contact lists.',
    handoff: {
      recipient: 'the head of marketing',
      situation:
        'An interview with the head of product names a customer and mentions a release date that has not been announced.',
      note: '“The draft of ‘How we cut onboarding to one day’ is ready in WordPress. Two points need your decision before it goes to the editor: paragraph 4 names Northwind as a customer, and I found no permission in the case-study folder; paragraph 7 mentions a June release of the API that is not on the public roadmap. I have highlighted both and written an alternative sentence for each.”',
    },
    guardrails: [
      'Publishes nothing herself: every piece goes live only when a named editor approves it in the CMS.',
      'Cites a source for every statistic and leaves out any figure she cannot trace to one.',
      'Names customers, partners and employees only where written permission is on file.',
      'Writes no medical, legal or financial advice; topics that need it go to your subject expert as an outline.',
    ],
  },
  'owen-backup-operations-manager': {
    week: [
      {
        day: 'Monday',
        work: 'Checks every weekend backup job against its schedule and retention policy, and opens a ServiceNow ticket for each job that failed, ran late or skipped data.',
      },
      {
        day: 'Tuesday',
        work: 'Runs the week’s restore test: a file, a mailbox or a whole virtual machine is restored into an isolated network and compared with the source.',
      },
      {
        day: 'Wednesday',
        work: 'Compares what is protected with what exists: servers, buckets, SaaS tenants or databases created since last week that no backup job covers yet.',
      },
      {
        day: 'Thursday',
        work: 'Reviews storage growth and immutability settings, and checks that off-site copies landed in the second region or provider on time.',
      },
      {
        day: 'Friday',
        work: 'Sends the resilience report: coverage, restore tests passed, measured recovery times against your targets and open risks with their owners.',
      },
    ],
    connections:
      'Owen uses the Veeam, AWS Backup and Azure Backup APIs through a service account that can start restores into a sandbox network but cannot delete restore points or shorten retention. He reads Microsoft 365 backup status, opens and updates ServiceNow tickets in the infrastructure queue and pages the on-call engineer through PagerDuty only for failures that breach policy. His credentials rotate every 30 days and live in your vault.',
    handoff: {
      recipient: 'the on-call infrastructure engineer',
      situation:
        'The nightly backup of the finance database reported success, but Tuesday’s test restore came back 11 GB smaller than the source.',
      note: '“Restore test failed its integrity check: FIN-SQL-02, restored from last night’s Veeam job, is 11.2 GB smaller than production. The job log shows success; the gap is the archive_2024 filegroup, excluded since a job edit on 3 March. The last full copy that includes it is from 2 March and stays in retention for 19 more days. I have changed nothing. INC-48213 has the logs and both size reports.”',
    },
    guardrails: [
      'Cannot delete backups, shorten retention or turn off immutability; those changes need two named people on your team.',
      'Restores only into an isolated test network, never over production data.',
      'Pages a person for any failed job on a system marked critical, day or night, and retries it no more than once on his own.',
      'Reports recovery times as measured in the test, not as promised by the vendor.',
    ],
  },
  'iris-solutions-advisor': {
    week: [
      {
        day: 'Monday',
        work: 'Reviews every open opportunity without an agreed package and lists the questions each buyer still needs answered.',
      },
      {
        day: 'Tuesday',
        work: 'Runs discovery follow-ups by email, asking for team size, current tools and must-have integrations, and records each answer on the opportunity.',
      },
      {
        day: 'Wednesday',
        work: 'Drafts package recommendations and quotes in PandaDoc from your price book, each with a one-sentence reason a rep can repeat.',
      },
      {
        day: 'Thursday',
        work: 'Answers security and technical questionnaires from the approved answers in Confluence and marks anything new for your product team.',
      },
      {
        day: 'Friday',
        work: 'Reports which packages were proposed, accepted or lost and why, so pricing and packaging decisions rest on real deals.',
      },
    ],
    connections:
      'Iris works inside Salesforce or HubSpot with access to opportunities, products and price books, but not to signed contracts or other teams’ accounts. Quotes are built in PandaDoc from templates your finance team controls; she can prepare them but not send them. Confluence is her source for product facts and security answers, and Google Workspace holds the discovery notes she writes after each exchange.',
    handoff: {
      recipient: 'the account executive',
      situation:
        'A 60-seat buyer asks for the Growth package with single sign-on, which only the Enterprise package includes.',
      note: '“Northbeam (60 seats) wants Growth plus SSO; the price book has no such line. Two options I can quote today: Enterprise at list price, or Growth now with an upgrade at renewal. Both are drafted in PandaDoc, unsent. Their security questionnaire is 80 percent answered from Confluence; questions 14 and 22, on data residency in Canada, need product. Decision maker: Luis Ortega, CFO, budget approved for Q2.”',
    },
    guardrails: [
      'Quotes only from the current price book; any discount or custom line waits for a person with approval rights.',
      'Answers security and compliance questions only from approved, dated answers, and marks the rest as open.',
      'Never promises a feature or a date that is not on the published roadmap.',
      'Recommends the smaller package when it meets the stated needs, and says so in the notes.',
    ],
  },
  'nova-system-intelligence-agent': {
    week: [
      {
        day: 'Monday',
        work: 'Reviews the weekend’s alerts, groups repeats into incidents and lists the noisiest alerts that woke someone without needing action.',
      },
      {
        day: 'Tuesday',
        work: 'Compares this week’s latency, error and saturation trends with last month’s and flags services drifting toward their limits.',
      },
      {
        day: 'Wednesday',
        work: 'Links recent GitHub deploys to changes in metrics and writes a short note for each release that moved a service-level indicator.',
      },
      {
        day: 'Thursday',
        work: 'Proposes alert changes: thresholds to raise, alerts to merge and missing alerts for failure modes seen in recent incidents.',
      },
      {
        day: 'Friday',
        work: 'Publishes the reliability summary: service-level objectives, error budget left, incidents and the follow-ups still open.',
      },
    ],
    connections:
      'Nova queries Datadog, Grafana and Prometheus with read-only keys: she sees every metric, log and trace but cannot change a dashboard or a monitor. In PagerDuty she adds notes and context to incidents but never acknowledges or resolves them for a person. She reads commits and deploys in GitHub, proposes alert changes as pull requests to your monitoring repository and posts summaries only in the Slack channels you choose.',
    handoff: {
      recipient: 'the on-call site reliability engineer',
      situation:
        'Checkout latency at the 99th percentile doubled twelve minutes after a deploy, while error rates stayed flat.',
      note: '“Heads-up, not yet an incident: checkout p99 went from 420 ms to 910 ms at 14:07, twelve minutes after deploy a41f9c of payments-service (‘retry on timeout’). Error rate unchanged; database connection pool at 96 percent. Same pattern as INC-311 in April. Suggested first check: pool size against the new retry count. Graphs and the diff are in #sre-alerts. I have not rolled anything back.”',
    },
    guardrails: [
      'Read-only in production: she never restarts, scales or rolls back a service herself.',
      'Does not acknowledge or silence a page; a person does, every time.',
      'Keeps customer data out of Slack by quoting metric names and request IDs, never log payloads.',
      'Proposes alert changes as reviewable pull requests and never edits a monitor directly.',
    ],
  },
  'ella-ai-receptionist': {
    week: [
      {
        day: 'Monday',
        work: 'Clears the weekend first: returns missed calls by text, confirms Monday’s appointments and moves the ones that clash.',
      },
      {
        day: 'Tuesday',
        work: 'Takes calls and chat through the busiest hours so your staff can stay with the customers in front of them.',
      },
      {
        day: 'Wednesday',
        work: 'Sends reminders for Thursday and Friday bookings and offers any freed slots to people on the waiting list.',
      },
      {
        day: 'Thursday',
        work: 'Updates her answers when prices, hours or services change, from the sheet your manager keeps, and reads the changes back for approval.',
      },
      {
        day: 'Friday',
        work: 'Sends the call summary: volume by hour, reasons for calling, bookings made and the questions she could not answer.',
      },
    ],
    connections:
      'Ella answers on your existing numbers through call forwarding in Twilio or RingCentral, so callers never see a new number. She reads and writes appointments in Google Calendar or Calendly within the rules you set, such as buffers and which services can be booked without a consultation. Every call ends as a note on the contact in HubSpot; anything that needs follow-up becomes a Zendesk ticket assigned to the right team.',
    handoff: {
      recipient: 'the front-desk manager',
      situation: 'A caller wants to stop a course of treatment and asks for a refund of three prepaid sessions.',
      note: '“Call from Ruth Adeyemi at 10:42 (2 min 51 s, recording linked). She wants to cancel her remaining three prepaid physiotherapy sessions because she is moving to Leeds, and asks for a refund. I did not promise one; I said a manager would call her today, ideally before 15:00. Her sessions on 12, 19 and 26 May are still booked. Zendesk ticket #8821.”',
    },
    guardrails: [
      'Tells every caller at the start that they are speaking with an AI assistant, and puts them through to a person on request.',
      'Gives no medical, legal or financial advice; she books the right person instead.',
      'Never takes card numbers over the phone; payments go through your secure payment link.',
      'Transfers an urgent or distressed caller to your emergency line or a named person at once, with no script in between.',
    ],
  },
  'max-technical-support-specialist': {
    week: [
      {
        day: 'Monday',
        work: 'Works the weekend queue: solves the tickets the knowledge base answers and tags the rest by product area and urgency.',
      },
      {
        day: 'Tuesday',
        work: 'Reproduces reported bugs with the customer’s steps, attaches logs and versions, and files them in Jira without duplicates.',
      },
      {
        day: 'Wednesday',
        work: 'Proposes Confluence edits wherever his answers had to go beyond an article, and asks an engineer to review each change.',
      },
      {
        day: 'Thursday',
        work: 'Follows up on tickets waiting on the customer and closes the solved ones with a short confirmation.',
      },
      {
        day: 'Friday',
        work: 'Reports the top ten contact reasons, first-contact resolution and the fixes that would remove the most tickets.',
      },
    ],
    connections:
      'Max answers in Zendesk, Intercom or Freshdesk from his own agent seat, with macros and tags your support lead controls. He searches Confluence for answers and can propose edits but not publish them. In Jira he creates and comments on issues in the support project, while engineering owns the priorities. Slack is where he asks the engineer on duty for help, in one thread per ticket.',
    handoff: {
      recipient: 'the second-line engineer on duty',
      situation: 'Three customers on the same version report that CSV exports stop at 10,000 rows.',
      note: '“Likely regression in 4.12.0: tickets #55102, #55117 and #55130 report CSV exports cut off at exactly 10,000 rows. Reproduced on staging with the attached 14,000-row file; 4.11.3 exports every row. Confluence has no workaround. I told the customers we are investigating and will update them by 16:00. Jira SUP-912 has the steps and logs.”',
    },
    guardrails: [
      'Never asks for passwords or full card numbers, and removes them from tickets when customers send them.',
      'Makes no changes to customer accounts, data or billing; he explains the steps or routes the request.',
      'Hands any report of a security issue or data exposure to a person within five minutes.',
      'Does not promise fix dates; he shares the status engineering has written on the issue.',
    ],
  },
  'grace-executive-receptionist': {
    week: [
      {
        day: 'Monday',
        work: 'Confirms the week’s visitors with their hosts, sends directions, parking and Wi-Fi details, and pre-registers every guest in Envoy.',
      },
      {
        day: 'Tuesday',
        work: 'Handles calls and email to the executive floor, takes messages in one consistent format and books rooms or video calls.',
      },
      {
        day: 'Wednesday',
        work: 'Prepares briefs for important visits: who is coming, their company, their last meeting with you and the open topics in Salesforce.',
      },
      {
        day: 'Thursday',
        work: 'Reconfirms Friday and Monday visits, moves rooms when meetings shift and checks that catering orders match headcounts.',
      },
      {
        day: 'Friday',
        work: 'Sends each executive next week’s visits and calls, with anything that still needs their decision at the top.',
      },
    ],
    connections:
      'Grace works from a shared reception mailbox and the room calendars in Microsoft 365 and Outlook: she books rooms and sends invitations on behalf of reception, never on behalf of an executive. Envoy holds visitor registration and badges; Zoom and Microsoft Teams supply the meeting links. In Salesforce she reads account and meeting history to prepare briefs but cannot edit opportunities.',
    handoff: {
      recipient: 'the chief executive’s assistant',
      situation:
        'A board member’s flight is delayed on the day of the board dinner, and the restaurant needs final numbers by 18:00.',
      note: '“Elena Marsh’s flight BA0287 now lands at 21:40, after tonight’s board dinner starts at 19:30. The restaurant needs final numbers by 18:00. I can reduce the booking to 8, ask whether a late seat can be kept for her, or leave it at 9. I have not contacted Elena or the restaurant. Her assistant’s number and the booking reference are in the calendar entry.”',
    },
    guardrails: [
      'Shares an executive’s whereabouts or schedule only with people on the approved list.',
      'Issues a badge only after the host confirms the visit, and never lets an unconfirmed visitor in.',
      'Does not accept or decline meetings for an executive; she only proposes times.',
      'Sends anything marked confidential to the named recipient alone, never to a distribution list.',
    ],
  },
  'sam-client-success-manager': {
    week: [
      {
        day: 'Monday',
        work: 'Recalculates health scores from product usage in Mixpanel, support tickets and survey answers, and lists the accounts whose score dropped.',
      },
      {
        day: 'Tuesday',
        work: 'Drafts check-in emails for accounts at risk, each tied to a specific change, such as a team that stopped logging in.',
      },
      {
        day: 'Wednesday',
        work: 'Prepares the quarterly business reviews due in the next two weeks: usage, value delivered and the questions worth asking.',
      },
      {
        day: 'Thursday',
        work: 'Sends onboarding nudges in Intercom to accounts in their first 30 days that have not reached their first milestone.',
      },
      {
        day: 'Friday',
        work: 'Lists the renewals due in 90 days with their health, expansion signals and the owner of each next step.',
      },
    ],
    connections:
      'Sam reads product usage from Mixpanel and account data from Gainsight, HubSpot or Salesforce, and writes only tasks, notes and health updates. In Intercom he sends in-app messages from templates your team has approved. Risk alerts go to the account owner’s internal Slack channel, never to a channel shared with the client.',
    handoff: {
      recipient: 'the account manager',
      situation:
        'A customer renewing in 60 days has seen its active users fall from 120 to 45 since its internal champion left.',
      note: '“Renewal risk: Tidewater Health renews on 30 June (£84,000 a year). Weekly active users fell from 120 to 45 after 2 April, the week their champion Ben Cole left the company. Two open tickets, both about single sign-on. No new admin named. Suggested next step: a call this week with Sarah Ng, Director of Operations, who signed the contract. The draft email is in HubSpot, unsent.”',
    },
    guardrails: [
      'Never offers discounts, credits or contract changes; he prepares the case for a person to decide.',
      'Contacts a client only through approved templates, and not at all once the account owner has paused outreach.',
      'Keeps each client’s data out of every other client’s reports and messages.',
      'Tells the account owner about a risk before it appears in any leadership report.',
    ],
  },
  'theo-technical-seo-specialist': {
    week: [
      {
        day: 'Monday',
        work: 'Crawls the site with Screaming Frog and compares it with last week: new broken links, redirect chains and pages that lost their canonical or turned noindex.',
      },
      {
        day: 'Tuesday',
        work: 'Reviews coverage and Core Web Vitals in Search Console, and tests the templates that got slower with Lighthouse.',
      },
      {
        day: 'Wednesday',
        work: 'Writes Jira tickets for developers with the affected URLs, the cause, the fix and how to check it.',
      },
      {
        day: 'Thursday',
        work: 'Checks that last week’s fixes went live and were picked up by search engines, and reopens any that were not.',
      },
      {
        day: 'Friday',
        work: 'Reports rankings and organic traffic for the pages you care about, each change explained by a cause rather than a guess.',
      },
    ],
    connections:
      'Theo reads Google Search Console and Google Analytics 4 with view access and crawls your site from an agreed user agent at an agreed rate, so your servers never notice. Ahrefs supplies backlink data and Lighthouse the lab performance figures. He writes and updates tickets in your Jira project but never changes the site himself: developers ship each fix through your normal review.',
    handoff: {
      recipient: 'the web development lead',
      situation:
        'A release renamed 140 product URLs without redirects, and Search Console began reporting them as not found.',
      note: '“Release 2.8 on Tuesday moved product pages from /products/{id} to /shop/{slug}; the 140 old URLs now return 404, and 37 of them have backlinks (Ahrefs export attached). They drew about 1,900 organic clicks a week. Fix: a 301 from each old URL to its new one; the mapping file is attached and checked against the sitemap. Jira WEB-1184, high priority: the loss grows every day.”',
    },
    guardrails: [
      'Never changes the live site, robots.txt or redirects himself; every change goes through your developers.',
      'Crawls at the rate you agree, outside your peak hours, and stops if server errors rise.',
      'Uses no link schemes, doorway pages or hidden text, whatever ranking gain they promise.',
      'Gives each ranking change its likely cause, and says so when he does not know.',
    ],
  },
  'zoe-business-analyst': {
    week: [
      {
        day: 'Monday',
        work: 'Refreshes the weekly numbers from Snowflake or BigQuery and checks them against last week for gaps, duplicates and sudden jumps before anyone sees them.',
      },
      {
        day: 'Tuesday',
        work: 'Answers the questions managers sent last week, each with the query, the result and what it does and does not show.',
      },
      {
        day: 'Wednesday',
        work: 'Maintains the Power BI or Tableau dashboards: fixes broken visuals, documents each measure and retires the ones nobody opens.',
      },
      {
        day: 'Thursday',
        work: 'Digs into one question worth a decision, such as which customer segment shrank or which product line is losing margin.',
      },
      {
        day: 'Friday',
        work: 'Writes the weekly brief: three findings, the evidence behind them and the action each suggests, on one page.',
      },
    ],
    connections:
      'Zoe queries Snowflake or BigQuery through a read-only role limited to the schemas you approve, with the same row-level security your staff have. She publishes to Power BI or Tableau workspaces for review and keeps working files in Excel or Google Sheets shared with whoever asked. Every figure she reports carries the query that produced it.',
    handoff: {
      recipient: 'the finance director',
      situation:
        'Gross margin on the monthly dashboard fell four points, and the cause turned out to be the data, not the business.',
      note: '“Before Monday’s review: most of the March margin drop, from 41 to 37 percent, is a data issue. 212 February returns were posted in March after the warehouse system migration; without them March margin is 40.6 percent. Query and order list attached. I have not changed the dashboard. If you agree, I will add a note to it and ask IT to correct the posting dates.”',
    },
    guardrails: [
      'Has read-only access to data and never writes to a production table.',
      'Shows the query and the date range behind every number she reports.',
      'Reports customers in aggregate unless the person asking is entitled to see individual records.',
      'Says so when the data is too thin for a conclusion, instead of drawing one.',
    ],
  },
};
