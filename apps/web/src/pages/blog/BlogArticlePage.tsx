import { Link, useParams } from 'react-router';
import { screenLabels } from '@mp/contract';
import { Article } from '../../shared/ui/Article.tsx';
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
      <Article dateLine={article.published} lead={article.lead} sections={article.sections}>
        <p className={styles.back}>
          <Link to="/blog">{screenLabels.allArticles}</Link>
        </p>
      </Article>
    </Page>
  );
}
