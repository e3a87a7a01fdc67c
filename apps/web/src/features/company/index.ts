export { useMyCompany, companyQueryKey, fetchMyCompany } from './api.ts';
export { CompanyForm } from './CompanyForm.tsx';
export { CompanyMedia } from './CompanyMedia.tsx';
export { WorkScheduleEditor } from './WorkScheduleEditor.tsx';
