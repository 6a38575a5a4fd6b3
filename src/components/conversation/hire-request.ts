// 'Hire {name}' starts the conversation about that worker, the reason already
// written so the visitor only adds what the work is.
import type { AiWorker } from '@/content/types';
import type { ConversationRequest } from './conversation-request';

export const hireRequest = ({
  firstName,
  category: [role],
}: Pick<AiWorker, 'firstName' | 'category'>): ConversationRequest => ({
  topic: `Hiring ${firstName}, ${role}`,
  initialValues: {
    reasonForContacting: `I would like to hire ${firstName}, your ${role}. The work I have in mind for ${firstName}: `,
  },
});
