import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { messages, type RegisterBody } from '@mp/contract';
import {
  CodeStep,
  ForgotPassword,
  LoginForm,
  RegisterForm,
  rememberReferralCode,
} from '../../features/auth/index.ts';
import type { SessionExpiredState } from '../../shared/auth/session.ts';
import { Page, Panel } from '../../shared/ui/Page.tsx';
import { AuthTabs, authTabLabels, type AuthTab } from './AuthTabs.tsx';
import styles from './AuthorizationPage.module.css';

/**
 * Spec §2 `/authorization`: login (with the forgot-password flow) and registration with its code.
 * The heading names the tab; the breadcrumb stays «Вход», as the route table has it.
 */
export function AuthorizationPage() {
  // A referral link (`?ref=`) brings someone who has no account yet: the code waits for their registration.
  const referralCode = useSearchParams()[0].get('ref');
  const [tab, setTab] = useState<AuthTab>(referralCode ? 'register' : 'login');
  useEffect(() => rememberReferralCode(referralCode), [referralCode]);
  const [forgotPassword, setForgotPassword] = useState(false);
  const [registration, setRegistration] = useState<RegisterBody | null>(null);
  const sessionExpired =
    (useLocation().state as Partial<SessionExpiredState> | null)?.sessionExpired === true;

  const selectTab = (next: AuthTab) => {
    setTab(next);
    setForgotPassword(false);
  };

  return (
    <Page title={authTabLabels[tab]}>
      <div className={styles.wrap}>
        <Panel>
          <div className={styles.body}>
            {sessionExpired && (
              <p role="alert" className={styles.expired}>
                {messages.loginSessionExpired}
              </p>
            )}
            <AuthTabs selected={tab} onSelect={selectTab} />
            <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'login' &&
                (forgotPassword ? (
                  <ForgotPassword onDone={() => setForgotPassword(false)} />
                ) : (
                  <LoginForm onForgotPassword={() => setForgotPassword(true)} />
                ))}
              {tab === 'register' &&
                (registration ? (
                  <CodeStep registration={registration} onChangePhone={() => setRegistration(null)} />
                ) : (
                  <RegisterForm onCodeSent={setRegistration} />
                ))}
            </div>
          </div>
        </Panel>
      </div>
    </Page>
  );
}
