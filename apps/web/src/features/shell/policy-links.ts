import { policyTitles, shellLabels } from '@mp/contract';

/** Service links of the mobile menu's foot (spec §2) and the footer. */
export const footerPolicyLinks = [
  { to: '/policy/ads', label: shellLabels.serviceRules },
  { to: '/policy/agreement', label: shellLabels.userAgreement },
  { to: '/policy/feedback', label: shellLabels.support },
] as const;

export const footerDocumentLinks = [
  { to: '/policy/forbidden', label: policyTitles.forbidden },
  { to: '/policy/privacy', label: policyTitles.privacy },
  { to: '/policy/cookie', label: policyTitles.cookie },
] as const;
