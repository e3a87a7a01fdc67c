import type { ReactNode } from 'react';
import { breadcrumbs, messages, pushLabels, settingsLabels } from '@mp/contract';
import { AvatarBlock } from '../../features/avatar/index.ts';
import { CompanyForm, CompanyMedia } from '../../features/company/index.ts';
import { DeleteAccount, ProfileForm, useOwnProfile } from '../../features/profile-settings/index.ts';
import { PushSettings } from '../../features/push/index.ts';
import { Page, Panel } from '../../shared/ui/Page.tsx';
import { Skeleton } from '../../shared/ui/Skeleton.tsx';
import styles from './SettingsPage.module.css';

/**
 * Spec §2 `/profile/settings`: the avatar on the left; personal, seller, push (issue 28) and account sections
 * on the right.
 */
export function SettingsPage() {
  const profile = useOwnProfile();
  return (
    <Page title={breadcrumbs.settings}>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          {profile.data ? (
            <AvatarBlock
              userId={profile.data.id}
              name={profile.data.name}
              photoUrl={profile.data.profile_photo_url}
              isOwner
            />
          ) : profile.isError ? (
            <p className={styles.error} role="alert">
              {messages.profileFetchError}
            </p>
          ) : (
            <Skeleton height={240} radius={16} />
          )}
        </aside>
        <div className={styles.main}>
          <Section id="settings-profile" title={settingsLabels.profileSection}>
            <ProfileForm />
          </Section>
          <Section id="settings-company" title={settingsLabels.companySection}>
            <CompanyForm />
            <CompanyMedia />
          </Section>
          <Section id="settings-push" title={pushLabels.settingsTitle}>
            <PushSettings />
          </Section>
          <Section id="settings-danger" title={settingsLabels.dangerSection}>
            <DeleteAccount />
          </Section>
        </div>
      </div>
    </Page>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel>
      <section className={styles.section} aria-labelledby={id}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {children}
      </section>
    </Panel>
  );
}
