import { NavLink, useParams } from 'react-router';
import { isPolicyId, policyTitles, screenLabels, type PolicyId } from '@mp/contract';
import { Article } from '../../shared/ui/Article.tsx';
import { Page } from '../../shared/ui/Page.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { policyDocuments } from './content.ts';
import styles from './PolicyPage.module.css';

/** Listed once each: `delivery` opens the privacy document under its own address. */
const listed: readonly PolicyId[] = ['ads', 'forbidden', 'agreement', 'privacy', 'cookie', 'feedback'];

export function PolicyPage() {
  const { id } = useParams();
  if (!isPolicyId(id)) return <NotFoundPage />;
  const document = policyDocuments[id];
  return (
    <Page title={policyTitles[id]}>
      <div className={styles.layout}>
        <Article
          dateLine={screenLabels.policyUpdated(document.updated)}
          lead={document.lead}
          sections={document.sections}
        />
        <aside className={styles.aside}>
          <ul>
            {listed.map((policy) => (
              <li key={policy}>
                <NavLink to={`/policy/${policy}`}>{policyTitles[policy]}</NavLink>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </Page>
  );
}
