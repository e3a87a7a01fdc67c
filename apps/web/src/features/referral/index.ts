export { ReferralProgram } from './ReferralProgram.tsx';
