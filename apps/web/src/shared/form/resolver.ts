import '@mp/contract/zod-locale';

/** The forms' resolver, with zod's own messages in Russian (the contract's index does not set them). */
export { zodResolver } from '@hookform/resolvers/zod';
