// The contacts module's public surface: what other modules may import from it.
export { contactsService, type ContactsService } from './service.ts';
