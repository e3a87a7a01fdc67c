import { lazyPart } from '../../shared/lib/lazy-part.tsx';

/** Drawn only while open, and loaded then: its form stays out of the screens that offer it. */
export const ReportDialog = lazyPart(() =>
  import('./ReportDialog.tsx').then((module) => module.ReportDialog),
);
export { useSendReport, type ReportTarget } from './api.ts';
