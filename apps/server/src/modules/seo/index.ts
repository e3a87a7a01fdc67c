// The seo module's public surface: what other modules may import from it.
export { seoService, type SeoService } from './service.ts';
