import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adActions,
  adAppealBodySchema,
  adFieldsSchema,
  adLimits,
  adSavedReplySchema,
  idParamSchema,
  messageReplySchema,
  messages,
  myAdsQuerySchema,
  myAdsReplySchema,
  ownAdDetailReplySchema,
  adImageParamSchema,
  promotionKinds,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import { draftRoutes } from './draft-routes.ts';
import type { DraftsService } from './drafts.ts';
import { imageRoutes } from './image-routes.ts';
import { adImagesAccepted, readAdImages } from './images.ts';
import type { AdsService } from './service.ts';

export interface AdsRoutesOptions {
  service: AdsService;
  drafts: DraftsService;
}

const tags = ['ads'];
const adFieldNames = new Set(Object.keys(adFieldsSchema.shape));

const ownerOnly =
  'Only the ad’s owner: 401 without a session, 403 `Недостаточно прав` for someone else’s ad (ad ids are ' +
  'public, so 403 reveals nothing; nothing is changed), 404 `Объявление не найдено` for an unknown id.';

/** Text fields of the create form: the ad's own, and `filters[<name>]` gathered into `filters`. */
export function formFields() {
  const raw: Record<string, unknown> = {};
  const filters: Record<string, string> = {};
  raw.filters = filters;
  return {
    raw,
    onField: (name: string, value: string) => {
      const filter = /^filters\[([^\]]{1,64})\]$/.exec(name);
      if (filter) filters[filter[1]!] = value;
      else if (adFieldNames.has(name) && name !== 'filters') raw[name] = value;
    },
  };
}

/** The seller's side of ads: publish, edit, images, delete, state actions, «my ads»; and drafts. */
export const adsRoutes: FastifyPluginAsyncZod<AdsRoutesOptions> = async (app, { service, drafts }) => {
  await app.register(draftRoutes, { service: drafts });

  app.post(
    '/products',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Publish an ad',
        description:
          '`multipart/form-data`: the fields of the ad as `adFieldsSchema` names them (`name`, `description`, ' +
          '`price`, `quantity`, `condition`, `category_id`, `subcategory_id`, `city_id`, `address`, ' +
          '`latitude`, `longitude`), the subcategory’s filter values as `filters[<name>]` (select: one of ' +
          'its options; range: a number within its bounds; checkbox: true/false/1/0), and 1 to 10 pictures ' +
          `as \`images[]\` (${adImagesAccepted}). Each picture is stored as a 400×300 card and a full WebP ` +
          'inside 1200 px, upright and without metadata; the first is the cover. The automatic check ' +
          '(forbidden words, a price of 0 where the category needs one) publishes the ad for 30 days ' +
          '(`Объявление опубликовано`) or sends it to moderation (`Объявление отправлено на модерацию`). ' +
          'Any refusal is a 422 with field messages and stores nothing.',
        consumes: ['multipart/form-data'],
        response: { 201: adSavedReplySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const form = formFields();
      const images = await readAdImages(request, { existing: 0, onField: form.onField });
      return reply.status(201).send(await service.create(user.id, form.raw, images));
    },
  );

  app.patch(
    '/products/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Edit an ad (all fields)',
        description:
          'A JSON body with every field of `POST /api/products` (filter values as a `filters` object), ' +
          'checked the same way. PATCH because the images and the state are left as they are (they have ' +
          'their own routes). An active ad is checked again and may go to moderation; an ad on ' +
          `moderation or rejected goes (back) to moderation; others keep their state. ${ownerOnly}`,
        params: idParamSchema,
        body: adFieldsSchema,
        response: { 200: adSavedReplySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.update(user.id, request.params.id, request.body);
    },
  );

  app.delete(
    '/product/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete an ad (spec path), with its pictures',
        description: `Replies \`Товар успешно удален\`. ${ownerOnly}`,
        params: idParamSchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await service.remove(user.id, request.params.id);
      return { message: messages.productDeleted };
    },
  );

  await app.register(
    imageRoutes({
      base: '/products',
      noun: 'ad',
      tags,
      ownerOnly,
      imageParams: adImageParamSchema,
      idParams: idParamSchema,
      reply: adSavedReplySchema,
      service,
    }),
  );

  const actionSummaries = {
    sold: 'Mark an active ad as sold',
    archive: 'Take an active ad (or one on moderation) off the site',
    renew: 'Renew an expired ad for another placement period (the automatic check runs again)',
    relist: 'Publish a sold or archived ad again (the automatic check runs again)',
  } as const;
  for (const action of adActions) {
    app.post(
      `/products/:id/${action}`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: actionSummaries[action],
          description:
            'Allowed by `adActionsByState`; from any other state (or when another action won a race) 409 ' +
            `\`${messages.adActionUnavailable}\`. ${ownerOnly}`,
          params: idParamSchema,
          response: { 200: adSavedReplySchema },
        },
      },
      async (request) => {
        const user = signedInUser(request);
        return service.act(user.id, request.params.id, action);
      },
    );
  }

  const promotionSummaries = {
    raise: 'Raise an active ad to the top of its search with one raise (its date stays)',
    vip: 'Make an active ad VIP for 7 days with one VIP placement',
  } as const;
  for (const kind of promotionKinds) {
    app.post(
      `/products/:id/${kind}`,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          summary: promotionSummaries[kind],
          description:
            'Raises and VIP placements come from placement packages and tariffs (record 0087). 409 when the ad ' +
            `is not on sale or none is left. ${ownerOnly}`,
          params: idParamSchema,
          response: { 200: adSavedReplySchema },
        },
      },
      async (request) => service.promote(signedInUser(request).id, request.params.id, kind),
    );
  }

  app.post(
    '/products/:id/appeal',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Appeal a refused ad once, with a comment: it goes back to a moderator',
        description:
          `From \`rejected\` only, once per ad; otherwise 409 \`${messages.adAppealUnavailable}\`. The comment ` +
          `(1–${adLimits.appealCommentMax} characters) is shown to the moderator in the queue. ${ownerOnly}`,
        params: idParamSchema,
        body: adAppealBodySchema,
        response: { 200: adSavedReplySchema },
      },
    },
    async (request) => service.appeal(signedInUser(request).id, request.params.id, request.body.comment),
  );

  app.get(
    '/user/products',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The signed-in seller’s ads of one state, with counts of every state and of drafts',
        description:
          '20 per page, newest first. `favourites` is 0 until favourites exist. `rejection_reason` is the ' +
          'moderator’s reason or why the automatic check sent the ad to moderation. `vip_until` is when ' +
          'a VIP placement ends.',
        querystring: myAdsQuerySchema,
        response: { 200: myAdsReplySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return service.myAds(user.id, request.query.status, request.query.page);
    },
  );

  app.get(
    '/user/products/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One of the signed-in seller’s ads in any state, for the edit form',
        description:
          'What `GET /api/products/{id}` shows (that one is for active ads only), plus `status`, ' +
          '`filters` (the raw filter values, as the edit body takes them), `expires_at` and ' +
          '`rejection_reason` (the moderator’s reason or why the automatic check sent the ad to ' +
          `moderation). Counts no view and is not cached. Drafts are \`GET /api/drafts/{id}\`. ${ownerOnly}`,
        params: idParamSchema,
        response: { 200: ownAdDetailReplySchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { data: await service.ownDetail(user.id, request.params.id) };
    },
  );
};
