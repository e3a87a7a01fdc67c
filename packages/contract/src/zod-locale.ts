import { z } from 'zod';

// Zod's own messages (wrong type, too long…) in Russian, for the server and the forms alike.
z.config(z.locales.ru());
