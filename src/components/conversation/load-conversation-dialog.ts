// The dialog, its Radix code and the inquiry form form one chunk, fetched on
// first intent (hover, focus or click), never on first load.
import { importUnlessLeaving } from '@/lib/import-unless-leaving';

export const loadConversationDialog = () => importUnlessLeaving(() => import('./conversation-dialog'));
