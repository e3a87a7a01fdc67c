import { Link, matchPath, useLocation } from 'react-router';
import { breadcrumbs, shellChrome, shellLabels } from '@mp/contract';
import { useSignedIn } from '../../shared/auth/session.ts';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';
import { useUnreadMessagesCount } from '../chat/index.ts';
import { useFavouritesCount } from '../favourites/index.ts';
import { useUnreadNotificationsCount } from '../notifications/index.ts';
import { placeAdPath } from './place-ad.ts';
import styles from './TabBar.module.css';

interface Tab {
  to: string;
  /**
   * Where the tab is lit. A guest's Сообщения and Разместить lead to sign-in but are not lit there: on
   * `/authorization` only Профиль is.
   */
  section: string;
  label: string;
  icon: IconName;
  count: number;
  /** Lit only on its own address, not under it (Главная, Профиль). */
  end?: boolean;
  /** «Разместить»: drawn as the bar's main action. */
  primary?: boolean;
}

/**
 * The phone's bar of sections at the foot of the screen, as on Avito and Юла: Главная, Избранное,
 * «Разместить», Сообщения, Профиль, with their counters. Hidden from 768 px, where the header holds them.
 * A guest's messages and profile lead to sign-in; favourites work without an account (spec §4).
 */
export function TabBar() {
  const signedIn = useSignedIn();
  const favourites = useFavouritesCount();
  const { data: unreadMessages = 0 } = useUnreadMessagesCount(signedIn);
  const unreadNotifications = useUnreadNotificationsCount();
  const { pathname } = useLocation();
  const signInOr = (path: string) => (signedIn ? path : '/authorization');
  const tabs: Tab[] = [
    { to: '/', section: '/', label: breadcrumbs.home, icon: 'home', count: 0, end: true },
    {
      to: '/profile/favourites',
      section: '/profile/favourites',
      label: breadcrumbs.favourites,
      icon: 'heart',
      count: favourites,
    },
    {
      to: placeAdPath(signedIn),
      section: '/ad/create',
      label: shellLabels.placeShort,
      icon: 'plus',
      count: 0,
      primary: true,
    },
    {
      to: signInOr('/profile/messages'),
      section: '/profile/messages',
      label: breadcrumbs.messages,
      icon: 'chat',
      count: unreadMessages,
    },
    {
      to: signInOr('/profile'),
      section: signInOr('/profile'),
      label: shellLabels.profile,
      icon: 'user',
      count: unreadNotifications,
      end: true,
    },
  ];
  const lit = (tab: Tab) => matchPath({ path: tab.section, end: tab.end ?? false }, pathname) !== null;
  return (
    <nav className={styles.bar} aria-label={shellChrome.sectionsNavigation}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.to}
              className={[
                styles.tab,
                tab.primary && styles.primary,
                lit(tab) && !tab.primary && styles.active,
              ]
                .filter(Boolean)
                .join(' ')}
              aria-current={lit(tab) ? 'page' : undefined}
            >
              {/* The name is the label, then the count («Сообщения: 4»): the bubble is only seen. */}
              <span className={styles.icon} aria-hidden="true">
                <Icon name={tab.icon} size={tab.primary ? 22 : 24} />
                <Badge count={tab.count} className={styles.badge} />
              </span>
              <span className={styles.label}>{tab.label}</span>
              {tab.count > 0 && <span className="visually-hidden">: {tab.count}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
