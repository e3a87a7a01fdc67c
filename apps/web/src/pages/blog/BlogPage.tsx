import { Link } from 'react-router';
import { screenLabels } from '@mp/contract';
import { Page } from '../../shared/ui/Page.tsx';
import { blogArticles } from './content.ts';
import styles from './Blog.module.css';

/** `/blog`: the service's guides for buyers and sellers, newest first. */
export function BlogPage() {
  return (
    <Page title={screenLabels.blogTitle}>
      <ul className={styles.list}>
        {blogArticles.map((article) => (
          <li key={article.slug} className={styles.card}>
            <p className={styles.published}>{article.published}</p>
            <h2 className={styles.cardTitle}>
              <Link to={`/blog/${article.slug}`}>{article.title}</Link>
            </h2>
            <p>{article.lead}</p>
          </li>
        ))}
      </ul>
    </Page>
  );
}
