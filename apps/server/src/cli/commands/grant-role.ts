import { normalizePhone, userRoles, type UserRole } from '@mp/contract';
import type { Db } from '../../db/client.ts';
import { usersRepository } from '../../modules/users/repository.ts';
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
  const granted = await usersRepository(db).grantRole(phone, roleInput);
  if (!granted) return { ok: false, error: `Пользователь с телефоном ${phone} не найден` };
  return { ok: true, user: granted.user, role: roleInput, previous: granted.previous };
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
