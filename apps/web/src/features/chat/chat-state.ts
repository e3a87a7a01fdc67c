import { create } from 'zustand';
import { limits, type ChatMessage } from '@mp/contract';

export interface MessageNotice {
  id: number;
  chatId: number;
  sender: string;
  message: string;
  time: string;
}

interface ChatState {
  /** The chat on screen: its messages are added live and read at once (spec §4). */
  currentChatId: number | null;
  /** Spec §3 message notices for chats not open: at most 3, the newest last. */
  notices: MessageNotice[];
  setCurrent: (chatId: number | null) => void;
  notify: (message: ChatMessage) => void;
  dismiss: (id: number) => void;
}

export const useChatState = create<ChatState>((set) => ({
  currentChatId: null,
  notices: [],
  setCurrent: (currentChatId) => set({ currentChatId }),
  notify: (message) =>
    set(({ notices }) => ({
      notices: [
        ...notices.filter((notice) => notice.id !== message.id),
        {
          id: message.id,
          chatId: message.chat_id,
          sender: message.user.name,
          message: message.message,
          time: message.created_at,
        },
      ].slice(-limits.messageNoticesMax),
    })),
  dismiss: (id) => set(({ notices }) => ({ notices: notices.filter((notice) => notice.id !== id) })),
}));
