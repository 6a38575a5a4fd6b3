// The four enterprise capabilities, each with its own page under
// /solutions/enterprise. Previous and next cycle through the list.
import { serviceImage, type ServiceKey } from './media';
import type { EnterpriseService, GalleryImage, ServiceSlug } from './types';
import type { StaticPath } from '@/config/page-links';

/** The two gallery pictures are drawn screens (packages/stand-in-art); `alts` describe the drawings. */
const gallery = (key: ServiceKey, captions: [string, string], alts: [string, string]): GalleryImage[] => [
  { ...serviceImage(key, 'landscape'), alt: alts[0], caption: captions[0] },
  { ...serviceImage(key, 'portrait'), alt: alts[1], caption: captions[1] },
];

export const services: EnterpriseService[] = [
  {
    id: 1,
    title: 'Data and Artificial Intelligence',
    slug: '/data-ai',
    category: 'Enterprise Capabilities',
    description:
      'We turn scattered operational data into governed platforms, forecasts and AI assistants that people trust enough to use every day.',
    src: serviceImage('data-ai', 'banner'),
    srcSlider: gallery(
      'data-ai',
      [
        'A forecasting dashboard built on a governed lakehouse.',
        'Analysts question an AI assistant about the same model output.',
      ],
      [
        'Drawing of a forecasting dashboard in a browser: three summary tiles above a line chart whose shaded confidence band widens towards the future',
        'Drawing of a model review on a tablet: a line chart above a conversation with an AI assistant in message bubbles',
      ],
    ),
    sections: [
      {
        title: 'Data foundations',
        body: 'AI is only as good as the data under it. We design lakehouse and warehouse platforms with clear ownership, lineage and quality checks, so every dashboard and model starts from numbers the business already agrees on.',
        points: [
          'Lakehouse and warehouse design on Snowflake, Databricks or BigQuery',
          'Ingestion pipelines with automated quality tests',
          'Data catalogs, lineage and access policies',
        ],
      },
      {
        title: 'Applied machine learning',
        body: 'We build models for the decisions that move revenue and cost: demand forecasting, churn prediction, pricing and anomaly detection. Each model ships with monitoring, retraining schedules and a plain-language explanation of what drives it.',
        points: [
          'Forecasting, classification and recommendation models',
          'MLOps pipelines with drift monitoring',
          'Model cards that document purpose, data and limits',
        ],
      },
      {
        title: 'Generative AI in production',
        body: 'We take generative AI past the demo: retrieval over your own documents, assistants embedded in real workflows, evaluation suites that catch regressions and guardrails that keep sensitive data where it belongs.',
        points: [
          'Retrieval-augmented assistants grounded in your knowledge base',
          'Evaluation harnesses and red-team testing before launch',
          'Cost, latency and safety monitoring in production',
        ],
      },
    ],
  },
  {
    id: 2,
    title: 'Digital Transformation and Strategy',
    slug: '/digital-transformation',
    category: 'Enterprise Capabilities',
    description:
      'We help leadership teams decide where automation and AI pay off first, redesign the work around them and carry the change through to adoption.',
    src: serviceImage('digital-transformation', 'banner'),
    srcSlider: gallery(
      'digital-transformation',
      [
        'A value map ranking automation opportunities by impact and effort.',
        'A redesigned workflow, step by step, ready for its owner and team to test.',
      ],
      [
        'Drawing of a value map in a browser: opportunities as dots on an impact by effort grid, the high-impact, low-effort quarter tinted blue',
        'Drawing of a redesigned workflow on a tablet: five steps on a line, three ticked and the fourth in progress, and a test button',
      ],
    ),
    sections: [
      {
        title: 'Strategy that starts with the work',
        body: 'We begin with how work actually happens: shadowing teams, measuring cycle times and finding where people re-key, wait or chase. The result is a ranked portfolio of opportunities with a business case for each, not a slide of buzzwords.',
        points: [
          'Process discovery and value-stream mapping',
          'Automation and AI opportunity portfolio with ROI estimates',
          'A 12-month roadmap sequenced for early wins',
        ],
      },
      {
        title: 'Operating model and governance',
        body: 'Lasting change needs owners, budgets and rules. We design the operating model for automation and AI: who approves new agents, how risks are assessed, how value is tracked and how teams share what works.',
        points: [
          'AI governance and risk frameworks aligned with the NIST AI RMF',
          'Center-of-excellence design and staffing plans',
          'Value tracking tied to finance-approved metrics',
        ],
      },
      {
        title: 'Change that sticks',
        body: 'Tools do not transform companies; people do. We train managers and frontline staff, redesign roles around new capabilities and measure adoption weekly until the new way of working is simply the way of working.',
        points: [
          'Role redesign and skills plans',
          'Manager enablement and frontline training',
          'Adoption dashboards and feedback loops',
        ],
      },
    ],
  },
  {
    id: 3,
    title: 'Platforming and Cloud Services',
    slug: '/platforming-cloud',
    category: 'Enterprise Capabilities',
    description:
      'We build the cloud platforms AI workloads run on: secure landing zones, paved roads for developers and cost controls that hold as usage grows.',
    src: serviceImage('platforming-cloud', 'banner'),
    srcSlider: gallery(
      'platforming-cloud',
      [
        'A landing zone with separated accounts for each environment.',
        'Cost and reliability signals on one platform dashboard.',
      ],
      [
        'Drawing of a cloud landing zone in a browser: three separate account columns, one per environment, each holding service cards with a cloud icon',
        'Drawing of a cost and reliability dashboard on a tablet: two summary tiles, a bar chart of monthly cost and three service checks with green or red dots',
      ],
    ),
    sections: [
      {
        title: 'Landing zones and migration',
        body: 'We set up multi-account landing zones on AWS, Azure and Google Cloud with identity, networking, logging and guardrails defined as code, then migrate workloads in waves with rollback plans and measured downtime windows.',
        points: [
          'Infrastructure as code with Terraform',
          'Identity, network and logging baselines',
          'Wave-based migration with rehearsed cutovers',
        ],
      },
      {
        title: 'Platform engineering',
        body: 'Developers ship faster on a paved road. We build internal platforms with golden-path templates, self-service environments, CI/CD and observability built in, so teams spend their time on product instead of plumbing.',
        points: [
          'Kubernetes and serverless platforms',
          'Golden-path service templates and pipelines',
          'Built-in tracing, metrics and alerting',
        ],
      },
      {
        title: 'Cost, security and resilience',
        body: 'AI workloads can multiply cloud bills overnight. We put FinOps practices, security posture management and tested disaster recovery in place, so growth does not arrive with surprises.',
        points: [
          'FinOps reporting and budget alerts per team',
          'Security posture management and least-privilege access',
          'Backup, recovery and failover tested every quarter',
        ],
      },
    ],
  },
  {
    id: 4,
    title: 'Technology and Engineering',
    slug: '/technology-engineering',
    category: 'Enterprise Capabilities',
    description:
      'Senior engineering teams that design, build and integrate web, mobile and AI-powered software, with tests and documentation your own developers are glad to inherit.',
    src: serviceImage('technology-engineering', 'banner'),
    srcSlider: gallery(
      'technology-engineering',
      [
        'A shared design system keeps web and mobile consistent.',
        'Integration code written in pair sessions with the client’s engineers.',
      ],
      [
        'Drawing of a design system page in a browser: tabs, three component cards, a form field and a pair of buttons in the site’s colours',
        'Drawing of a code editor on a tablet: a file list beside indented lines of code in several colours, one line highlighted',
      ],
    ),
    sections: [
      {
        title: 'Product engineering',
        body: 'We build web and mobile products end to end: discovery, design systems, front ends, APIs and data models. Small senior teams work in two-week increments with a demo at the end of each one.',
        points: [
          'React, TypeScript, Swift and Kotlin applications',
          'Accessible design systems that meet WCAG 2.2 AA',
          'API design with contract tests',
        ],
      },
      {
        title: 'Integration and automation',
        body: 'Most value hides between systems. We connect ERPs, CRMs and line-of-business tools with event-driven integrations and agent workflows, replacing manual exports and swivel-chair data entry.',
        points: [
          'Event-driven integration and API gateways',
          'Agent workflows connected to real business systems',
          'Legacy modernization without big-bang rewrites',
        ],
      },
      {
        title: 'Quality you can inherit',
        body: 'Every engagement ends with a handover your team can own: automated tests, runbooks, architecture decision records and pairing sessions with your engineers, so nothing depends on us staying.',
        points: [
          'Automated unit, integration and accessibility tests',
          'Architecture decision records and runbooks',
          'Structured handover and pairing with your team',
        ],
      },
    ],
  },
];

/** The enterprise page for a service slug such as '/data-ai'. */
export const serviceRoute = (slug: ServiceSlug): StaticPath => `/solutions/enterprise${slug}`;

/** Accepts 'data-ai' or '/data-ai'; an unknown slug gives undefined. */
export const getServiceBySlug = (slug: string): EnterpriseService | undefined => {
  const normalized = slug.startsWith('/') ? slug : `/${slug}`;
  return services.find((service) => service.slug === normalized);
};

/** Previous and next services, cycling at both ends; an unknown slug gives undefined. */
export const getAdjacentServices = (
  slug: string,
): { previous: EnterpriseService; next: EnterpriseService } | undefined => {
  const current = getServiceBySlug(slug);
  if (!current) return undefined;
  const index = services.indexOf(current);
  const count = services.length;
  const previous = services[(index - 1 + count) % count];
  const next = services[(index + 1) % count];
  return previous && next ? { previous, next } : undefined;
};
