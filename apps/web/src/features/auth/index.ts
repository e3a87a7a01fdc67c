export { LoginForm } from './LoginForm.tsx';
export { RegisterForm } from './RegisterForm.tsx';
export { CodeStep } from './CodeStep.tsx';
export { ForgotPassword } from './ForgotPassword.tsx';
export { rememberReferralCode } from './referral-code.ts';
