import { useState, type ReactNode } from 'react';
import { shellChrome, shellLabels } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { ButtonLink } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useOwnProfile } from '../profile-settings/index.ts';
import { CartLink } from './CountedLinks.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { placeAdPath } from './place-ad.ts';
import { Logo } from './Logo.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import styles from './Header.module.css';

interface HeaderProps {
  catalogue: ReactNode;
  search: ReactNode;
  city: ReactNode;
}

/**
 * Header of spec §2. Desktop: logo, catalogue, search, city, then login and «place for free»
 * (both to authorization for guests) or, signed in, the profile menu and «place for free» to ad-create.
 * Under 768 px it shrinks to the search between the menu button and the cart, and the catalogue and
 * city chips below it, so the first ads are in view; «Разместить» and the sections are in the tab bar.
 */
export function Header({ catalogue, search, city }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = useSignedIn();
  // The stored session user carries no photo; the own profile (GET /api/user) does.
  const photoUrl = useOwnProfile().data?.profile_photo_url ?? null;
  const placeTo = placeAdPath(signedIn);
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.menu}
          onClick={() => setMenuOpen(true)}
          aria-label={shellChrome.openMenu}
          aria-expanded={menuOpen}
        >
          <Icon name="menu" />
        </button>
        <div className={styles.logo}>
          <Logo />
        </div>
        <div className={styles.search}>{search}</div>
        <div className={styles.chips}>
          <div className={styles.catalogue}>{catalogue}</div>
          <div className={styles.city}>{city}</div>
        </div>
        <div className={styles.actions}>
          {signedIn ? (
            <ProfileMenu photoUrl={photoUrl} />
          ) : (
            <ButtonLink to="/authorization" variant="secondary" className={styles.login}>
              {shellLabels.login}
            </ButtonLink>
          )}
          <ButtonLink to={placeTo}>{shellLabels.placeForFree}</ButtonLink>
        </div>
        <div className={styles.cart}>
          <CartLink />
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} photoUrl={photoUrl} />
    </header>
  );
}
