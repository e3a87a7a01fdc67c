import { messages, type AuthUser } from '@mp/contract';
import { notFound, validationError } from '../../http/errors.ts';
import type { BlocksRepository } from './repository.ts';

export type BlocksService = ReturnType<typeof blocksService>;

/** «Заблокировать»: a user's own blocks; the blocked user's ads leave that user's lists. */
export function blocksService(repository: BlocksRepository) {
  return {
    /** Blocking twice changes nothing; oneself is a 422, an unknown user a 404. */
    async block(blockerId: number, blockedId: number): Promise<void> {
      if (blockedId === blockerId) throw validationError({ id: [messages.cannotBlockSelf] });
      if (!(await repository.block(blockerId, blockedId))) throw notFound(messages.userNotFound);
    },

    /** Unblocking someone not blocked changes nothing; an unknown user is a 404. */
    async unblock(blockerId: number, blockedId: number): Promise<void> {
      if (!(await repository.userExists(blockedId))) throw notFound(messages.userNotFound);
      await repository.unblock(blockerId, blockedId);
    },

    blockedBy: (blockerId: number) => repository.blockedBy(blockerId),

    /** Whether `blockerId` has blocked `blockedId` (for anything that must respect a block). */
    isBlocked: (blockerId: number, blockedId: number) => repository.isBlocked(blockerId, blockedId),
    eitherBlocked: (a: number, b: number) => repository.eitherBlocked(a, b),

    /**
     * The viewer whose blocked users a public list must leave out: their id when they are signed in
     * and have blocked someone, otherwise undefined (guests and most users), so those lists keep their
     * plain SQL and their caches.
     */
    async hidingViewer(viewer: Pick<AuthUser, 'id'> | undefined): Promise<number | undefined> {
      return viewer !== undefined && (await repository.hasBlocks(viewer.id)) ? viewer.id : undefined;
    },
  };
}
