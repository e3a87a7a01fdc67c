/**
 * Derives src/seed/content/cities.json from ../shared/data/russian-cities.csv.
 * Source: hflabs/city (https://github.com/hflabs/city), licensed CC BY-SA 4.0; the derived file
 * keeps that licence. Run from the repository root: `npx tsx apps/server/scripts/derive-cities.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvRecords, toCity } from './cities-csv.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');
const source = path.resolve(repoRoot, '../shared/data/russian-cities.csv');
const target = path.join(serverRoot, 'src/seed/content/cities.json');

const cities = parseCsvRecords(await readFile(source, 'utf8'))
  .map(toCity)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'ru'));
await writeFile(target, `${JSON.stringify(cities, null, 2)}\n`);
console.log(`${cities.length} cities → ${path.relative(repoRoot, target)}`);
