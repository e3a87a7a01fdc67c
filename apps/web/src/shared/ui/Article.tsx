import type { ReactNode } from 'react';
import styles from './Article.module.css';

/** A titled part of a long text: a policy document or a blog article. */
export interface ArticleSection {
  heading: string;
  paragraphs: readonly string[];
}

interface ArticleProps {
  /** The line under the page title: a publication or revision date. */
  dateLine: string;
  lead: string;
  sections: readonly ArticleSection[];
  /** What follows the text (a link back to a list). */
  children?: ReactNode;
}

/** A long text to read: its date, a lead paragraph, then sections with their headings. */
export function Article({ dateLine, lead, sections, children }: ArticleProps) {
  return (
    <article className={styles.article}>
      <p className={styles.dateLine}>{dateLine}</p>
      <p className={styles.lead}>{lead}</p>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
