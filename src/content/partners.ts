// The generative AI and cloud partners of the home page strip. Their marks are
// their names set in our type (the strip renders them as text, black in the light
// theme and white in the dark): we hold no licence to their logos.
import type { PartnerId, PartnerLogo } from './types';

const partner = (id: PartnerId, title: string, description: string): PartnerLogo => ({ id, title, description });

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
