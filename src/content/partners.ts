// The generative AI and cloud partners of the home page strip. Each mark has a
// black variant for the light theme and a white one for the dark theme.
import { partnerMarks } from './media';
import type { PartnerId, PartnerLogo } from './types';

const partner = (id: PartnerId, title: string, description: string): PartnerLogo => ({
  id,
  title,
  src: partnerMarks(id),
  width: 160,
  height: 48,
  description,
});

export const partners: PartnerLogo[] = [
  partner(
    'adobe',
    'Adobe',
    'We wire Adobe Firefly and Experience Cloud into content pipelines that produce on-brand assets at campaign scale.',
  ),
  partner(
    'microsoft',
    'Microsoft',
    'We build Azure OpenAI assistants and Copilot extensions that work inside Microsoft 365, Teams and Dynamics.',
  ),
  partner(
    'meta',
    'Meta',
    'We fine-tune and self-host Llama models for clients who need open weights, private data and predictable costs.',
  ),
  partner(
    'anthropic',
    'Anthropic',
    'We deploy Claude for long-document reasoning and careful agent workflows where accuracy and safety come first.',
  ),
  partner(
    'aws',
    'AWS',
    'We run agents and data platforms on Amazon Bedrock, SageMaker and serverless AWS with security set up from day one.',
  ),
  partner(
    'gcp',
    'Google Cloud',
    'We build on Vertex AI, Gemini and BigQuery to turn analytics data into forecasts and grounded assistants.',
  ),
];
