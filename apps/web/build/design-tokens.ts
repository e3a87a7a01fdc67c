import fs from 'node:fs';

const globalCss = new URL('../src/shared/ui/global.css', import.meta.url);

/** A colour of the design tokens (`--c-…` in global.css), so that the build uses what the app draws with. */
export function tokenColour(name: string): string {
  const css = fs.readFileSync(globalCss, 'utf8');
  const value = new RegExp(`--${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, 'i').exec(css)?.[1];
  if (!value) throw new Error(`global.css has no colour --${name}`);
  return value;
}
