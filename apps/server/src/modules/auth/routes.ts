import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authReplySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  messageReplySchema,
  refreshReplySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyBodySchema,
} from '@mp/contract';
import { bearerToken, signedInSession, unauthenticated } from '../../http/auth.ts';
import type { AuthService } from './service.ts';

const tags = ['auth'];
const bearer = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Start a registration: texts a 6-digit code to the phone',
        body: registerBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.register(request.body, request.ip),
  );

  app.post(
    '/verify',
    {
      schema: {
        tags,
        summary: 'Confirm the registration code: creates the account and signs it in',
        body: verifyBodySchema,
        response: { 200: authReplySchema },
      },
    },
    async (request) => service.verify(request.body, request.ip),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in by phone and password; `remember` keeps the session for 30 days instead of 1',
        body: loginBodySchema,
        response: { 200: authReplySchema },
      },
    },
    async (request) => service.login(request.body, request.ip),
  );

  app.post(
    '/logout',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'End the current session',
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.logout(signedInSession(request).sessionId),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Bearer JWT of a live session → a new JWT and a new (rotated) session token',
        security: bearer,
        response: { 200: refreshReplySchema },
      },
      // No token, no refresh: answered before the body is read, as the signed-in routes are.
      onRequest: async (request) => {
        if (bearerToken(request) === undefined) throw unauthenticated();
      },
    },
    async (request) => service.refresh(bearerToken(request)),
  );

  app.post(
    '/forgot-password/sms',
    {
      schema: {
        tags,
        summary: 'Text a password reset code (the same reply for any phone)',
        body: forgotPasswordBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.forgotPassword(request.body, request.ip),
  );

  app.post(
    '/reset-password/sms',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset code; ends every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: messageReplySchema },
      },
    },
    async (request) => service.resetPassword(request.body, request.ip),
  );
};
