// The chat module's public surface: what other modules may import from it.
export { chatService, type ChatService } from './service.ts';
