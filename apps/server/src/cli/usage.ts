import type { Command } from './command.ts';

/** The help text listing every command. */
export function usage(commands: readonly Command[]): string {
  const rows = [...commands.map((c) => [c.usage, c.summary]), ['help', 'эта справка']];
  const width = Math.max(...rows.map(([u]) => u?.length ?? 0));
  return [
    'Использование: npm run admin -- <команда> [параметры]',
    '',
    'Команды:',
    ...rows.map(([u, s]) => `  ${(u ?? '').padEnd(width)}  ${s ?? ''}`),
    '',
    'База: DATABASE_URL (PostgreSQL), иначе PGlite в DATA_DIR — остановите сервер, он держит её открытой.',
  ].join('\n');
}
