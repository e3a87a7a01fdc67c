import { Link } from 'react-router';
import { shellChrome } from '@mp/contract';
import { Logo } from './Logo.tsx';
import { footerDocumentLinks, footerPolicyLinks } from './policy-links.ts';
import styles from './Footer.module.css';

const columns = [
  { heading: shellChrome.footerAbout, links: footerPolicyLinks },
  { heading: shellChrome.footerHelp, links: footerDocumentLinks },
];

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Logo />
          <p>{shellChrome.notice}</p>
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <p className={styles.heading}>{column.heading}</p>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className={styles.bottom}>
          <span>{shellChrome.copyright(new Date().getFullYear())}</span>
          <span>{shellChrome.dataCredit}</span>
        </div>
      </div>
    </footer>
  );
}
