import { useState } from 'react';
import { reviewLabels, type Order } from '@mp/contract';
import { Button, Panel, toast } from '../../shared/ui/index.ts';
import { useReviewActions, useReviews } from './api.ts';
import { ReviewForm } from './ReviewForm.tsx';
import styles from './Reviews.module.css';

type Writing = { kind: 'product'; productId: number; name: string } | { kind: 'seller' };

/**
 * Under a completed order its buyer reviews each ad of it and the seller, once each (record 0082); what is
 * already reviewed shows the mark given.
 */
export function OrderReviews({ order }: { order: Order }) {
  const reviews = useReviews({ order_id: order.id }, order.status === 'completed' && order.role === 'buyer');
  const actions = useReviewActions();
  const [writing, setWriting] = useState<Writing>();
  if (order.status !== 'completed' || order.role !== 'buyer' || !reviews.data) return null;

  const given = reviews.data.data;
  const productMark = (productId: number) =>
    given.find((review) => review.kind === 'product' && review.product_id === productId)?.rating;
  const sellerMark = given.find((review) => review.kind === 'seller')?.rating;
  const seller = order.seller;
  const published = ({ message }: { message: string }) => toast.success(message);

  return (
    <Panel>
      <section className={styles.orderReviews} aria-label={reviewLabels.orderReviews}>
        <h3>{reviewLabels.orderReviews}</h3>
        {order.items.map((item) => {
          if (item.product_id === null) return null;
          const productId = item.product_id;
          const mark = productMark(productId);
          return (
            <div key={item.id} className={styles.target}>
              <span>{item.product_name}</span>
              {mark === undefined ? (
                <Button
                  variant="secondary"
                  size="s"
                  onClick={() => setWriting({ kind: 'product', productId, name: item.product_name })}
                >
                  {reviewLabels.leave}
                </Button>
              ) : (
                <span className={styles.muted}>{reviewLabels.yours(mark)}</span>
              )}
            </div>
          );
        })}
        {seller && (
          <div className={styles.target}>
            <span>{seller.name}</span>
            {sellerMark === undefined ? (
              <Button variant="secondary" size="s" onClick={() => setWriting({ kind: 'seller' })}>
                {reviewLabels.rateSeller}
              </Button>
            ) : (
              <span className={styles.muted}>{reviewLabels.yours(sellerMark)}</span>
            )}
          </div>
        )}
      </section>
      {writing?.kind === 'product' && (
        <ReviewForm
          title={reviewLabels.aboutProduct(writing.name)}
          withPhotos
          onClose={() => setWriting(undefined)}
          onSubmit={(draft) =>
            actions.reviewProduct.mutateAsync({ productId: writing.productId, draft }).then(published)
          }
        />
      )}
      {writing?.kind === 'seller' && seller && (
        <ReviewForm
          title={reviewLabels.aboutSeller(seller.name)}
          onClose={() => setWriting(undefined)}
          onSubmit={(draft) =>
            actions.reviewSeller
              .mutateAsync({ seller_id: seller.id, rating: draft.rating, comment: draft.text })
              .then(published)
          }
        />
      )}
    </Panel>
  );
}
