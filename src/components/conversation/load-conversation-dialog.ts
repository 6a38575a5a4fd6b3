// The dialog, its Radix code and the inquiry form form one chunk, fetched on
// first intent (hover, focus or click), never on first load.
export const loadConversationDialog = () => import('./conversation-dialog');
