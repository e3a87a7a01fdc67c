import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatCreateBodySchema,
  chatListSchema,
  chatMessageBodySchema,
  chatMessageReplySchema,
  chatMessagesPageSchema,
  chatMessagesQuerySchema,
  chatParamSchema,
  chatReplySchema,
  chatUnreadCountSchema,
  messageReplySchema,
  messagesMarkedSchema,
} from '@mp/contract';
import { signedInUser } from '../../http/auth.ts';
import type { ChatService } from './service.ts';

const tags = ['chat'];
const member = { 404: messageReplySchema };

/** Chats (spec §7 «Chat»; record 0135). Only the chat's two people see it: others get 404 `Чат не найден`. */
export const chatRoutes: FastifyPluginAsyncZod<{ service: ChatService }> = async (app, { service }) => {
  app.get(
    '/chats',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'The person’s most recent chats (up to 100), oldest first: the client reverses the list',
        response: { 200: chatListSchema },
      },
    },
    async (request) => ({ data: await service.list(signedInUser(request)) }),
  );

  app.get(
    '/chats/unread-count',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'How many messages of others the person has not read, in all their chats (the menu’s badge)',
        response: { 200: chatUnreadCountSchema },
      },
    },
    async (request) => ({ unread_count: await service.unreadCount(signedInUser(request)) }),
  );

  app.post(
    '/chats',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'Open the chat with a user (about an ad when `product_id` is given), with an optional first message',
        description:
          'Returns the existing chat of the pair (and ad) or a new one. 422 for oneself or an ad of neither ' +
          'person, 404 for an unknown user or an ad not on sale, 403 when either has blocked the other, 429 ' +
          'past 30 messages a minute.',
        body: chatCreateBodySchema,
        response: {
          200: chatReplySchema,
          403: messageReplySchema,
          404: messageReplySchema,
          429: messageReplySchema,
        },
      },
    },
    async (request) => ({ data: await service.open(signedInUser(request), request.body) }),
  );

  app.get(
    '/chats/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'One chat',
        params: chatParamSchema,
        response: { 200: chatReplySchema, ...member },
      },
    },
    async (request) => ({ data: await service.get(signedInUser(request), request.params.id) }),
  );

  app.get(
    '/chats/:id/messages',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary:
          'A page of 50 messages, oldest first: the newest page, or the one before the message `before`',
        params: chatParamSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessagesPageSchema, ...member },
      },
    },
    async (request) => service.messages(signedInUser(request), request.params.id, request.query.before),
  );

  app.post(
    '/chats/:id/messages',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Send a message; it reaches the chat’s channel as `new-message`',
        description: '403 when either person has blocked the other; 429 past 30 messages a minute.',
        params: chatParamSchema,
        body: chatMessageBodySchema,
        response: {
          201: chatMessageReplySchema,
          403: messageReplySchema,
          429: messageReplySchema,
          ...member,
        },
      },
    },
    async (request, reply) => {
      const message = await service.post(signedInUser(request), request.params.id, request.body.message);
      return reply.status(201).send({ data: message });
    },
  );

  app.post(
    '/chats/:id/mark-read',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Mark the other person’s messages read (`messages-read` on the chat’s channel)',
        params: chatParamSchema,
        response: { 200: messagesMarkedSchema, ...member },
      },
    },
    async (request) => service.markRead(signedInUser(request), request.params.id),
  );

  app.post(
    '/chats/:id/mark-delivered',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Mark the other person’s messages delivered (`messages-delivered` on the chat’s channel)',
        params: chatParamSchema,
        response: { 200: messagesMarkedSchema, ...member },
      },
    },
    async (request) => service.markDelivered(signedInUser(request), request.params.id),
  );
};
