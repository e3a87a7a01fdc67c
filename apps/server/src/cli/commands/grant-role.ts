import { eq } from 'drizzle-orm';
import { normalizePhone, userRoles, type UserRole } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Command } from '../command.ts';
import { withDatabase } from '../database.ts';

export type GrantRoleResult =
  | { ok: true; user: { id: number; phone: string; name: string }; role: UserRole; previous: UserRole }
  | { ok: false; error: string };

const isUserRole = (value: string): value is UserRole => (userRoles as readonly string[]).includes(value);

/** Gives the user with this phone (any spelling `normalizePhone` accepts) a role of spec §6. */
export async function grantRole(db: Db, phoneInput: string, roleInput: string): Promise<GrantRoleResult> {
  const phone = normalizePhone(phoneInput);
  if (!phone) return { ok: false, error: `Неверный номер телефона: ${phoneInput}` };
  if (!isUserRole(roleInput)) {
    return { ok: false, error: `Неизвестная роль: ${roleInput}. Допустимые: ${userRoles.join(', ')}` };
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: users.id, phone: users.phone, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.phone, phone))
      .for('update');
    if (!current) return { ok: false, error: `Пользователь с телефоном ${phone} не найден` };
    await tx.update(users).set({ role: roleInput }).where(eq(users.id, current.id));
    const { role: previous, ...user } = current;
    return { ok: true, user, role: roleInput, previous };
  });
}

export const grantRoleCommand: Command = {
  name: 'grant-role',
  usage: 'grant-role <телефон> <роль>',
  summary: `назначить пользователю роль (${userRoles.join(', ')}); действует сразу, без нового входа`,
  run: async ({ config, args, print }) => {
    const [phone, role] = args;
    if (!phone || !role || args.length !== 2) {
      console.error('Использование: npm run admin -- grant-role <телефон> <роль>');
      return 1;
    }
    const result = await withDatabase(config, ({ db }) => grantRole(db, phone, role));
    if (!result.ok) {
      console.error(result.error);
      return 1;
    }
    print(
      `Роль пользователя ${result.user.name} (${result.user.phone}, id ${result.user.id}): ` +
        `${result.previous} → ${result.role}.`,
    );
    return 0;
  },
};
