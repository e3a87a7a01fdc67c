import type { Config } from '../config.ts';

export interface CommandContext {
  config: Config;
  args: readonly string[];
  print: (line: string) => void;
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  /** Resolves to the process exit code. */
  run: (context: CommandContext) => Promise<number>;
}
