import type { z } from 'zod';
import {
  authReplySchema,
  messageReplySchema,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type VerifyBody,
} from '@mp/contract';
import { apiRequest } from '../../shared/api/http.ts';

const post = <T extends z.ZodType>(schema: T, path: string, body: unknown) =>
  apiRequest(schema, path, { method: 'POST', body: JSON.stringify(body) });

export const login = (body: LoginBody) => post(authReplySchema, '/login', body);
export const register = (body: RegisterBody) => post(messageReplySchema, '/register', body);
export const verify = (body: VerifyBody) => post(authReplySchema, '/verify', body);
export const sendResetCode = (body: ForgotPasswordBody) =>
  post(messageReplySchema, '/forgot-password/sms', body);
export const resetPassword = (body: ResetPasswordBody) =>
  post(messageReplySchema, '/reset-password/sms', body);
