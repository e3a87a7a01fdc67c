/** Whether `--name` is among the arguments. */
export function hasFlag(args: readonly string[], name: string): boolean {
  return args.includes(`--${name}`);
}

/** The value of `--name value` or `--name=value`. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index >= 0) return args[index + 1];
  const prefix = `--${name}=`;
  return args.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}
