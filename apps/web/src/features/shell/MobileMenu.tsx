import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { breadcrumbs, shellChrome, shellLabels } from '@mp/contract';
import { useCurrentUser, useSignedIn } from '../../shared/auth/session.ts';
import { useLogout } from '../../shared/auth/useLogout.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Button, ButtonLink } from '../../shared/ui/Button.tsx';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';
import { useEscape, useOutsidePress } from '../../shared/ui/useEscape.ts';
import { useUnreadNotificationsCount } from '../notifications/index.ts';
import { Avatar } from './Avatar.tsx';
import { footerPolicyLinks } from './policy-links.ts';
import { placeAdPath } from './place-ad.ts';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user's profile photo, when there is one. */
  photoUrl?: string | null;
}

interface MenuLink {
  to: string;
  label: string;
  icon: IconName;
  /** A counter badge (the unread notifications). */
  count?: number;
}

const baseLinks: MenuLink[] = [
  { to: '/', label: breadcrumbs.home, icon: 'home' },
  { to: '/map', label: shellLabels.map, icon: 'map' },
  { to: '/shops', label: shellLabels.shops, icon: 'shop' },
  { to: '/blog', label: shellLabels.blog, icon: 'book' },
];
const notificationsLink: MenuLink = { to: '/notifications', label: shellLabels.notifications, icon: 'bell' };

/** Side menu of spec §2 for phones: who is here, the main links, and the service links at the foot. */
export function MobileMenu({ open, onClose, photoUrl = null }: MobileMenuProps) {
  const user = useCurrentUser();
  const signedIn = useSignedIn();
  const unread = useUnreadNotificationsCount();
  const drawerRef = useRef<HTMLElement>(null);
  useEscape(open, onClose);
  useOutsidePress(open, [drawerRef], onClose);
  if (!open) return null;

  const links = signedIn ? [...baseLinks, { ...notificationsLink, count: unread }] : baseLinks;
  return createPortal(
    <div className={styles.overlay}>
      <nav ref={drawerRef} className={styles.drawer} aria-label={shellChrome.mainNavigation}>
        <div className={styles.top}>
          <button type="button" className={styles.close} onClick={onClose} aria-label={shellChrome.closeMenu}>
            <Icon name="close" />
          </button>
        </div>
        {signedIn ? (
          <UserCard name={user?.name ?? ''} photoUrl={photoUrl} onClose={onClose} />
        ) : (
          <GuestCard onClose={onClose} />
        )}
        <div className={styles.place}>
          <ButtonLink to={placeAdPath(signedIn)} block onClick={onClose}>
            {shellLabels.placeForFree}
          </ButtonLink>
        </div>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={styles.link}
                onClick={onClose}
                aria-label={link.count ? `${link.label}: ${link.count}` : undefined}
              >
                <Icon name={link.icon} className={styles.linkIcon} />
                {link.label}
                <Badge count={link.count ?? 0} className={styles.linkBadge} />
              </Link>
            </li>
          ))}
        </ul>
        <ul className={styles.foot}>
          {footerPolicyLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>,
    document.body,
  );
}

function GuestCard({ onClose }: { onClose: () => void }) {
  return (
    <div className={styles.card}>
      <div className={styles.who}>
        <span className={styles.avatar}>
          <Icon name="user" />
        </span>
        {shellLabels.guest}
      </div>
      <ButtonLink to="/authorization" block onClick={onClose}>
        {shellLabels.login}
      </ButtonLink>
    </div>
  );
}

function UserCard({
  name,
  photoUrl,
  onClose,
}: {
  name: string;
  photoUrl: string | null;
  onClose: () => void;
}) {
  const logout = useLogout();
  return (
    <div className={styles.card}>
      <div className={styles.who}>
        <Avatar name={name} photoUrl={photoUrl} size={44} />
        {name}
      </div>
      <div className={styles.buttons}>
        <ButtonLink to="/profile" block onClick={onClose}>
          {shellLabels.profile}
        </ButtonLink>
        <Button
          variant="secondary"
          block
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          {shellLabels.logout}
        </Button>
      </div>
    </div>
  );
}
