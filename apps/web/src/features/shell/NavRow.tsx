import { Link } from 'react-router';
import { shellChrome, shellLabels } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { useUnreadNotificationsCount } from '../notifications/index.ts';
import { CountedLinks } from './CountedLinks.tsx';
import { IconLink } from './IconLink.tsx';
import styles from './NavRow.module.css';

/** Desktop navigation row (spec §2): map link, shops and blog as plain text; notification, favourites, cart. */
export function NavRow() {
  const signedIn = useSignedIn();
  const unread = useUnreadNotificationsCount();
  return (
    <nav className={styles.row} aria-label={shellChrome.mainNavigation}>
      <div className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <Link to="/map" className={styles.link}>
              {shellLabels.map}
            </Link>
          </li>
          <li className={styles.plain}>{shellLabels.shops}</li>
          <li className={styles.plain}>{shellLabels.blog}</li>
        </ul>
        <div className={styles.icons}>
          <IconLink
            to={signedIn ? '/notifications' : '/authorization'}
            icon="bell"
            label={shellLabels.notifications}
            count={unread}
          />
          <CountedLinks />
        </div>
      </div>
    </nav>
  );
}
