import { Link } from 'react-router';
import { Badge } from '../../shared/ui/Badge.tsx';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';
import { Tooltip } from '../../shared/ui/Tooltip.tsx';
import styles from './IconLink.module.css';

interface IconLinkProps {
  to: string;
  icon: IconName;
  label: string;
  count?: number;
}

/** Round icon link with a tooltip and an optional counter badge (favourites, cart, notifications). */
export function IconLink({ to, icon, label, count = 0 }: IconLinkProps) {
  return (
    <Tooltip content={label}>
      <Link to={to} className={styles.link} aria-label={count > 0 ? `${label}: ${count}` : label}>
        <Icon name={icon} size={24} />
        <Badge count={count} className={styles.badge} />
      </Link>
    </Tooltip>
  );
}
