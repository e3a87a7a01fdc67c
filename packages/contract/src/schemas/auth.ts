import { z } from 'zod';
import { referralCodeSchema } from './referrals.ts';
import { messages } from '../messages.ts';
import { normalizePhone } from '../rules/phone.ts';
import { userRoles } from '../rules/roles.ts';

export const passwordMinLength = 8;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const passwordMaxLength = 128;

/** A phone in any usual Russian form, normalised to `+7XXXXXXXXXX`. */
export const phoneSchema = z
  .string({ error: messages.registerPhoneFormat })
  .max(40, { error: messages.registerPhoneFormat })
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone === undefined) {
      const empty = value.trim() === '';
      ctx.addIssue({
        code: 'custom',
        message: empty ? messages.phoneRequired : messages.registerPhoneFormat,
      });
      return z.NEVER;
    }
    return phone;
  });

/** An empty field is told it is required, not that it is too short. */
const newPasswordSchema = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(passwordMinLength, { error: messages.registerPasswordShort })
    .max(passwordMaxLength, { error: messages.passwordTooLong });

const confirmationSchema = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(passwordMaxLength, { error: messages.passwordTooLong });

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const mismatch = { error: messages.registerPasswordMismatch, path: ['password'] };

export const codeSchema = z
  .string({ error: messages.verifyCodeInvalid })
  .regex(/^\d{6}$/, { error: messages.verifyCodeInvalid });

export const registerBodySchema = z
  .object({
    phone: phoneSchema,
    password: newPasswordSchema(messages.passwordRequired),
    password_confirmation: confirmationSchema(messages.passwordConfirmationRequired),
    name: z
      .string({ error: messages.nameRequired })
      .trim()
      .min(1, { error: messages.nameRequired })
      .max(100, { error: messages.nameTooLong }),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The registration code; `referral_code` when the person came through someone's referral link. */
export const verifyBodySchema = z.object({
  phone: phoneSchema,
  code: codeSchema,
  referral_code: referralCodeSchema.optional().catch(undefined),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

export const loginBodySchema = z.object({
  phone: phoneSchema,
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, { error: messages.passwordRequired })
    .max(passwordMaxLength, { error: messages.loginInvalid }),
  remember: z.boolean().optional().default(false),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const forgotPasswordBodySchema = z.object({ phone: phoneSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    phone: phoneSchema,
    code: z.string({ error: messages.resetFieldsRequired }).pipe(codeSchema),
    password: newPasswordSchema(messages.resetFieldsRequired),
    password_confirmation: confirmationSchema(messages.resetFieldsRequired),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const authUserSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  role: z.enum(userRoles),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Reply of verify and login. `token` and `sanctum_token` are the same opaque session token. */
/**
 * Spec §3 keeps a `socket_id` beside the tokens; it is not here because no socket exists when the reply
 * is made: the client connects after signing in and `pusher:connection_established` gives it the id
 * (record 0108).
 */
export const authReplySchema = z
  .object({
    message: z.string(),
    token: z.string(),
    sanctum_token: z.string(),
    jwt_token: z.string(),
    user: authUserSchema,
  })
  .meta({
    description:
      'The session: `token` (= `sanctum_token`) is the bearer of every call, `jwt_token` the bearer of ' +
      '`POST /api/auth/refresh` and `POST /api/broadcasting/auth`. There is no `socket_id` (spec §3): the ' +
      'WebSocket connects after sign-in, and `pusher:connection_established` carries its id.',
  });
export type AuthReply = z.infer<typeof authReplySchema>;

/** Reply of `POST /auth/refresh`: a new JWT and the session's new (rotated) opaque token. */
export const refreshReplySchema = z.object({
  token: z.string(),
  sanctum_token: z.string(),
  jwt_token: z.string(),
});
export type RefreshReply = z.infer<typeof refreshReplySchema>;

export const devSmsQuerySchema = z.object({ phone: phoneSchema });

/** `POST /api/dev/role` (not in production): gives an account a role, to try the moderators' screens. */
export const devRoleBodySchema = z.object({
  phone: phoneSchema,
  role: z.enum(userRoles, { error: messages.invalidChoice }),
});

export const devSmsReplySchema = z.object({
  data: z.array(
    z.object({ phone: z.string(), text: z.string(), code: z.string().nullable(), created_at: z.string() }),
  ),
});
export type DevSmsReply = z.infer<typeof devSmsReplySchema>;
