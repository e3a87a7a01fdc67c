export { ReportDialog } from './ReportDialog.tsx';
export { useSendReport, type ReportTarget } from './api.ts';
