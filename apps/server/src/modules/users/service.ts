import {
  messages,
  type AuthUser,
  type OwnProfile,
  type ProfileInput,
  type PublicProfile,
  type UserRole,
} from '@mp/contract';
import { unauthenticated } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import type { WebpImage } from '../../platform/images/index.ts';
import type { BlocksService } from '../blocks/index.ts';
import type { ProductsService } from '../products/index.ts';
import { isUserUpload, mediaFolders, type UserUploads } from '../../platform/storage/index.ts';
import { deleteUserMedia } from './media.ts';
import type { UsersRepository } from './repository.ts';

export interface UsersServiceDeps {
  repository: UsersRepository;
  blocks: Pick<BlocksService, 'isBlocked'>;
  /** The seller's ads on their public page. */
  ads: Pick<ProductsService, 'sellerAds' | 'activeAdsOf'>;
  uploads: UserUploads;
}

export type UsersService = ReturnType<typeof usersService>;

/**
 * A user's own profile and account, and their public page. The own-profile functions act on the
 * caller's id only; a session whose user is gone meanwhile is a 401, as if it had ended.
 */
export function usersService({ repository, blocks, ads, uploads }: UsersServiceDeps) {
  return {
    /** Gives the account with this phone a role (`POST /api/dev/role`, outside production); 404 for no account. */
    async grantRole(phone: string, role: UserRole): Promise<void> {
      if (!(await repository.grantRole(phone, role))) throw notFound(messages.userNotFound);
    },

    async ownProfile(userId: number): Promise<OwnProfile> {
      const profile = await repository.ownProfile(userId);
      if (!profile) throw unauthenticated();
      return profile;
    },

    async updateProfile(userId: number, input: ProfileInput): Promise<OwnProfile> {
      const profile = await repository.updateProfile(userId, input);
      if (!profile) throw unauthenticated();
      return profile;
    },

    /** Deletes the account, its personal data and sessions, its ads, and the files of its pictures. */
    async deleteAccount(userId: number): Promise<void> {
      // Profile pictures first (their URLs are cleared under a lock); ad pictures once their rows are
      // gone, so a failed deletion keeps its ads' pictures.
      const adImages = (await repository.adImageUrls(userId)).filter(isUserUpload);
      await deleteUserMedia(repository, uploads, userId);
      if (!(await repository.deleteAccount(userId))) throw unauthenticated();
      await uploads.remove(adImages);
    },

    /**
     * The public page: the user's card and company, their active ads, newest first, and whether the
     * viewer blocked them (false for a guest and for the user themself).
     */
    async publicProfile(id: number, viewer: AuthUser | undefined, page: number): Promise<PublicProfile> {
      const user = await repository.publicUser(id);
      if (!user) throw notFound(messages.userNotFound);
      const [products, activeAds, blockedByMe] = await Promise.all([
        ads.sellerAds(id, page),
        ads.activeAdsOf(id),
        viewer === undefined || viewer.id === id ? false : blocks.isBlocked(viewer.id, id),
      ]);
      return { ...user, active_ads_count: activeAds, blocked_by_me: blockedByMe, products };
    },

    /** The name on a user's public page, for the page's head; undefined when there is no such user. */
    async publicName(id: number): Promise<string | undefined> {
      return (await repository.publicUser(id))?.name;
    },

    /** Makes `image` the user's profile photo and deletes the previous one's file; resolves to its URL. */
    async setPhoto(userId: number, image: WebpImage): Promise<string> {
      const { url, previous } = await uploads.save(
        mediaFolders.avatars,
        [image],
        async ([url]) => {
          const replaced = await repository.replacePhoto(userId, url!);
          return replaced && { url: url!, previous: replaced.previous };
        },
        unauthenticated,
      );
      await uploads.remove([previous]);
      return url;
    },
  };
}
