// Automatic moderation (issue 33): the checks an ad passes on publishing and editing, before it goes live.
// The ads module asks for a verdict and moves the ad by it; this module writes nothing.
export { screeningService, type ScreeningService } from './service.ts';
