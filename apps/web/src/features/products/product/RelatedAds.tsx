import { useQuery } from '@tanstack/react-query';
import { relatedAdsReplySchema } from '@mp/contract';
import { apiGet } from '../../../shared/api/http.ts';
import { ProductCard } from '../card/ProductCard.tsx';
import styles from './RelatedAds.module.css';

export type RelatedKind = 'similar' | 'seller-ads';

export const relatedKeys = {
  list: (id: number, kind: RelatedKind) => ['products', 'related', String(id), kind] as const,
};

/** `GET /api/products/:id/similar` or `/seller-ads`: a row of cards, never the ad itself. */
export function useRelatedAds(id: number, kind: RelatedKind) {
  return useQuery({
    queryKey: relatedKeys.list(id, kind),
    queryFn: ({ signal }) => apiGet<typeof relatedAdsReplySchema>(`/products/${id}/${kind}`, signal),
    select: (reply) => reply.data.filter((card) => card.id !== id),
    staleTime: 60_000,
  });
}

interface Props {
  productId: number;
  kind: RelatedKind;
  title: string;
}

/**
 * «Похожие объявления» or «Другие объявления продавца» under the product: cards in a grid, a
 * horizontally scrolled row on phones. An empty or failed list hides the section (it is extra).
 */
export function RelatedAds({ productId, kind, title }: Props) {
  const { data: cards } = useRelatedAds(productId, kind);
  if (!cards || cards.length === 0) return null;
  const headingId = `related-${kind}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.row}>
        {cards.map((card) => (
          <li key={card.id} className={styles.item}>
            <ProductCard product={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
