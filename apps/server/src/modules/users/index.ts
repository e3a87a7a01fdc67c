// The users module's public surface: what other modules may import from it.
export { usersService, type UsersService } from './service.ts';
