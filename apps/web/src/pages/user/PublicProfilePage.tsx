import { useState } from 'react';
import { useParams } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import {
  avatarLabels,
  countLabel,
  dayOff,
  messages,
  productLabels,
  screenLabels,
  weekDays,
  type ProductCard,
  type PublicCompany,
  type PublicProfile,
} from '@mp/contract';
import { AvatarBlock, publicProfileKey, usePublicProfile } from '../../features/avatar/index.ts';
import { fetchPublicProfile } from '../../features/avatar/api.ts';
import { isNotFound } from '../../features/products/api.ts';
import { ProductGrid } from '../../features/products/feed/ProductGrid.tsx';
import { formatMonthYear } from '../../shared/lib/dates.ts';
import { InlineError } from '../../shared/ui/index.ts';
import { errorMessage } from '../../shared/api/http.ts';
import { useCurrentUser } from '../../shared/auth/session.ts';
import { Button, ButtonLink, EmptyState, Icon, Skeleton } from '../../shared/ui/index.ts';
import styles from './PublicProfilePage.module.css';

/**
 * /profile/user/:id — another user's public page (spec §2): the avatar block, name, since when,
 * the company if any, and their active ads page by page. The breadcrumb names the user from this
 * query's cache entry.
 */
export function PublicProfilePage() {
  const id = Number(useParams().id);
  return (
    <div className={styles.page}>
      <ProfileScreen key={id} id={id} />
    </div>
  );
}

function ProfileScreen({ id }: { id: number }) {
  const validId = Number.isSafeInteger(id) && id > 0;
  const { data: profile, error, refetch } = usePublicProfile(id);

  if (!validId || isNotFound(error)) {
    return (
      <EmptyState
        icon="user"
        title={messages.userNotFound}
        hint={screenLabels.notFoundHint}
        action={<ButtonLink to="/">{screenLabels.toHome}</ButtonLink>}
      />
    );
  }
  if (profile) return <ProfileView profile={profile} />;
  if (error) {
    return (
      <InlineError message={errorMessage(error, messages.profileFetchError)} onRetry={() => void refetch()} />
    );
  }
  return <ProfileSkeleton />;
}

function ProfileSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.aside}>
        <Skeleton height={260} radius={16} />
      </div>
      <div className={styles.content}>
        <Skeleton height={34} width="50%" />
        <Skeleton height={18} width="30%" />
        <ProductGrid products={[]} skeletons={5} />
      </div>
    </div>
  );
}

function ProfileView({ profile }: { profile: PublicProfile }) {
  const me = useCurrentUser();
  const isOwner = me?.id === profile.id;
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <AvatarBlock
          userId={profile.id}
          name={profile.name}
          photoUrl={profile.profile_photo_url}
          isOwner={isOwner}
          rating={profile.rating}
          blockedByMe={profile.blocked_by_me}
        />
        {profile.company && <CompanyCard company={profile.company} />}
      </div>
      <div className={styles.content}>
        <header className={styles.header}>
          <h1 className={styles.name}>{profile.name}</h1>
          <p className={styles.since}>{avatarLabels.onSiteSince(formatMonthYear(profile.created_at))}</p>
        </header>
        <section aria-labelledby="user-ads">
          <h2 id="user-ads" className={styles.heading}>
            {avatarLabels.activeAds}{' '}
            <span className={styles.count}>
              {countLabel(profile.active_ads_count, productLabels.activeAdForms)}
            </span>
          </h2>
          {profile.blocked_by_me && !isOwner ? (
            <p className={styles.notice} role="status">
              {avatarLabels.blockedNotice}
            </p>
          ) : (
            <UserAds profile={profile} />
          )}
        </section>
      </div>
    </div>
  );
}

/** Page 1 came with the profile; «Показать ещё» adds the next page below, skipping repeated ads. */
function UserAds({ profile }: { profile: PublicProfile }) {
  const [pageCount, setPageCount] = useState(1);
  const laterPages = useQueries({
    queries: Array.from({ length: pageCount - 1 }, (_, index) => index + 2).map((page) => ({
      queryKey: publicProfileKey(profile.id, page),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPublicProfile(profile.id, page, signal),
    })),
  });

  const seen = new Set<number>();
  const products: ProductCard[] = [];
  let pagination = profile.products.pagination;
  for (const list of [profile.products, ...laterPages.map((query) => query.data?.products)]) {
    if (!list) continue;
    pagination = list.pagination;
    for (const product of list.data) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      products.push(product);
    }
  }

  const last = laterPages.at(-1);
  if (products.length === 0 && !last) {
    return <EmptyState icon="file" title={screenLabels.userAdsEmpty} />;
  }
  const loading = last?.isPending ?? false;
  const failed = last?.isError ? last : undefined;
  const hasMore = !loading && !failed && pagination.current_page < pagination.last_page;

  return (
    <>
      <ProductGrid products={products} skeletons={loading ? 5 : 0} />
      {failed && (
        <InlineError
          message={errorMessage(failed.error, messages.productsLoadError)}
          onRetry={() => void failed.refetch()}
        />
      )}
      {hasMore && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => setPageCount(pageCount + 1)}>
            {avatarLabels.showMore}
          </Button>
        </div>
      )}
    </>
  );
}

/** The seller's shop: name, verified badge, and for a shop with a point of sale its address, phone and hours. */
function CompanyCard({ company }: { company: PublicCompany }) {
  const offline = company.seller_type === 'offline';
  return (
    <section className={styles.company} aria-label={company.name}>
      <div className={styles.companyHead}>
        {company.logo && <img src={company.logo} alt="" className={styles.logo} loading="lazy" />}
        <div>
          <p className={styles.companyName}>{company.name}</p>
          <p className={styles.companyKind}>{offline ? avatarLabels.offlineShop : avatarLabels.onlineShop}</p>
        </div>
      </div>
      {company.verified && (
        <p className={styles.verified}>
          <Icon name="check" size={16} />
          {avatarLabels.verifiedShop}
        </p>
      )}
      {offline && (
        <dl className={styles.facts}>
          {company.address && (
            <>
              <dt>{avatarLabels.companyAddress}</dt>
              <dd>{company.address}</dd>
            </>
          )}
          {company.phone && (
            <>
              <dt>{avatarLabels.companyPhone}</dt>
              <dd>
                <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
              </dd>
            </>
          )}
          {company.work_schedule && (
            <>
              <dt>{avatarLabels.workSchedule}</dt>
              <dd>
                <ul className={styles.schedule}>
                  {weekDays.map((day) => {
                    const hours = company.work_schedule?.[day];
                    return (
                      <li key={day}>
                        <span>{avatarLabels.weekDays[day]}</span>
                        <span>{!hours || hours === dayOff ? avatarLabels.dayOff : hours}</span>
                      </li>
                    );
                  })}
                </ul>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
