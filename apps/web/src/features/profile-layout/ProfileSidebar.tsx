import { Link, NavLink } from 'react-router';
import { avatarLabels, isModeratorRole, screenLabels, shellLabels } from '@mp/contract';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { useLogout } from '../../shared/auth/useLogout.ts';
import { Icon } from '../../shared/ui/index.ts';
import { Avatar, ProfileLinkBadge, profileLinks } from '../shell/index.ts';
import { useOwnProfile } from '../profile-settings/index.ts';
import { moderationPath } from '../moderation/index.ts';
import { InstallAppItem } from '../pwa/index.ts';
import { usePoints } from '../wallet/index.ts';
import styles from './ProfileSidebar.module.css';

/** The special wallet: its points balance sits beside it, and the compact menu leaves it out (spec §2). */
export const specialWalletPath = '/profile/special-wallet';

interface Props {
  /** The compact menu (phones) leaves the special wallet out; CSS does the same under 768 px. */
  compact?: boolean;
}

/**
 * Spec §2 profile sidebar menu: who is signed in (linking to their public page), the profile links
 * in spec order, and «Выйти», which logs out and goes to the root.
 */
export function ProfileSidebar({ compact = false }: Props) {
  const user = useCurrentUser();
  const { data: profile } = useOwnProfile();
  const logout = useLogout();
  const name = profile?.name ?? user?.name ?? '';
  const id = profile?.id ?? user?.id;
  const moderator = profile !== undefined && isModeratorRole(profile.role);
  const points = usePoints(!compact && id !== undefined);
  const links = compact ? profileLinks.filter((link) => link.to !== specialWalletPath) : profileLinks;

  return (
    <nav className={styles.sidebar} aria-label={shellLabels.profile}>
      {id !== undefined && (
        <Link to={`/profile/user/${id}`} className={styles.who}>
          <Avatar name={name} photoUrl={profile?.profile_photo_url} size={48} />
          <span className={styles.name}>{name}</span>
        </Link>
      )}
      <ul className={styles.list}>
        {links.map((link) => {
          const special = link.to === specialWalletPath;
          return (
            <li key={link.to} className={special ? styles.wide : undefined}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  [styles.item, isActive && styles.active].filter(Boolean).join(' ')
                }
              >
                <span>{link.label}</span>
                <ProfileLinkBadge to={link.to} />
                {special && (
                  <span className={styles.points} title={avatarLabels.pointsBalance}>
                    <span className={styles.hidden}>{avatarLabels.pointsBalance}: </span>
                    {points.data?.balance ?? '—'}
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
        {moderator && (
          <li>
            <NavLink
              to={moderationPath}
              className={({ isActive }) => [styles.item, isActive && styles.active].filter(Boolean).join(' ')}
            >
              <span>{screenLabels.moderationTitle}</span>
            </NavLink>
          </li>
        )}
        <InstallAppItem className={styles.item} />
        <li>
          <button type="button" className={`${styles.item} ${styles.logout}`} onClick={() => void logout()}>
            <Icon name="login" size={18} />
            {shellLabels.logout}
          </button>
        </li>
      </ul>
    </nav>
  );
}
