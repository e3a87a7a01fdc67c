// Automatic moderation (issue 33): the checks an ad passes on publishing and editing, before it goes live.
// The ads module asks for a verdict and moves the ad by it; this module keeps the typical prices and the
// moderators' decisions on what the checks flagged.
export { screeningService, type ScreeningService } from './service.ts';
export { listenForOutcomes } from './listeners.ts';
