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

const post = <T extends z.ZodType>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body: JSON.stringify(body) });

export const login = (body: LoginBody) => post<typeof authReplySchema>('/login', body);
export const register = (body: RegisterBody) => post<typeof messageReplySchema>('/register', body);
export const verify = (body: VerifyBody) => post<typeof authReplySchema>('/verify', body);
export const sendResetCode = (body: ForgotPasswordBody) =>
  post<typeof messageReplySchema>('/forgot-password/sms', body);
export const resetPassword = (body: ResetPasswordBody) =>
  post<typeof messageReplySchema>('/reset-password/sms', body);
