import { Link, useParams } from 'react-router';
import { screenLabels } from '@mp/contract';
import { Page } from '../../shared/ui/Page.tsx';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { blogArticle } from './content.ts';
import styles from './Blog.module.css';

/** `/blog/:slug`: one article; an unknown address is the not-found page. */
export function BlogArticlePage() {
  const article = blogArticle(useParams().slug);
  if (!article) return <NotFoundPage />;
  return (
    <Page title={article.title}>
      <article className={styles.article}>
        <p className={styles.published}>{article.published}</p>
        <p className={styles.lead}>{article.lead}</p>
        {article.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p className={styles.back}>
          <Link to="/blog">{screenLabels.allArticles}</Link>
        </p>
      </article>
    </Page>
  );
}
