// The moderation module's public surface: what other modules may import from it.
export { moderationService, type ModerationService } from './service.ts';
