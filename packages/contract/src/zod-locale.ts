import { z } from 'zod';

// Zod's own messages (wrong type, too long…) in Russian. Imported by the server's app and by the web
// forms' resolver, not by the contract's index: the web app's first screen loads no zod (decision 0150).
z.config(z.locales.ru());
