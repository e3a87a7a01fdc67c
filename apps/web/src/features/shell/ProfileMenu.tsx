import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { shellLabels } from '@mp/contract';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { useLogout } from '../../shared/auth/useLogout.ts';
import { useEscape, useOutsidePress } from '../../shared/ui/useEscape.ts';
import { InstallAppItem } from '../pwa/index.ts';
import { Avatar } from './Avatar.tsx';
import { ProfileLinkBadge } from './ProfileLinkBadge.tsx';
import { profileLinks } from './profile-links.ts';
import styles from './ProfileMenu.module.css';

/**
 * Desktop header, signed in: the avatar opens the profile menu of spec §2, with «Установить приложение»
 * where the app can be installed and «Выйти» at its foot.
 */
export function ProfileMenu({ photoUrl = null }: { photoUrl?: string | null }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const user = useCurrentUser();
  const logout = useLogout();
  const close = () => setOpen(false);
  useEscape(open, close);
  useOutsidePress(open, [rootRef], close);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-label={shellLabels.profileMenu}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={user?.name ?? ''} photoUrl={photoUrl} />
      </button>
      {open && (
        <nav id={menuId} className={styles.menu} aria-label={shellLabels.profileMenu}>
          {user && <p className={styles.name}>{user.name}</p>}
          <ul className={styles.list}>
            {profileLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.item} onClick={close}>
                  {link.label}
                  <ProfileLinkBadge to={link.to} />
                </Link>
              </li>
            ))}
            <InstallAppItem className={styles.item} />
            <li>
              <button
                type="button"
                className={styles.item}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                {shellLabels.logout}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
