export { ChatLiveUpdates } from './ChatLiveUpdates.tsx';
export { Messenger, type MessengerView } from './Messenger.tsx';
export { WriteButton } from './WriteButton.tsx';
export { useUnreadMessagesCount } from './api.ts';
