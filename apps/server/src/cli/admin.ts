import { loadConfig, loadDotEnv } from '../config.ts';
import { commands } from './commands/index.ts';
import { usage } from './usage.ts';

/** `npm run admin -- <command> [options]`: operations on the marketplace's database. */
async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    console.log(usage(commands));
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.error(name ? `Неизвестная команда: ${name}\n` : 'Не указана команда.\n');
    console.error(usage(commands));
    return 1;
  }
  loadDotEnv();
  return command.run({ config: loadConfig(), args, print: (line) => console.log(line) });
}

process.exitCode = await main(process.argv.slice(2));
