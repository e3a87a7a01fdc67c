// The companies module's public surface: what other modules may import from it.
export { companiesService, type CompaniesService } from './service.ts';
