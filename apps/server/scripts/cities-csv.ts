/**
 * Pure parts of the city derivation: a CSV parser and the mapping of one hflabs/city row to the
 * project's city record. Source data: https://github.com/hflabs/city (CC BY-SA 4.0).
 */

export interface CityRecord {
  name: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Parses RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Rows as objects keyed by the header line. */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((cells) => cells.some((c) => c !== ''))
    .map((cells) => Object.fromEntries(header.map((key, i) => [key, cells[i] ?? ''])));
}

// Republics whose official name puts the adjective first ("Удмуртская Республика").
const ADJECTIVE_REPUBLIC = /(ская|цкая)$/;

/** The region in readable Russian: "обл" + "Московская" → "Московская область". */
export function regionName(type: string, name: string): string {
  switch (type) {
    case 'обл':
      // "Кемеровская область - Кузбасс" already names its type.
      return name.includes('область') ? name.replace(' - ', ' — ') : `${name} область`;
    case 'край':
      return `${name} край`;
    case 'Аобл':
      return `${name} автономная область`;
    case 'АО': {
      const full = name.replace(/ Автономный округ/i, ' автономный округ').replace(' - ', ' — ');
      return full.includes('автономный округ') ? full : `${full} автономный округ`;
    }
    case 'Респ': {
      const full = name.replace(/ \/(.+)\/$/, ' ($1)').replace(' - ', ' — ');
      return ADJECTIVE_REPUBLIC.test(full) ? `${full} Республика` : `Республика ${full}`;
    }
    // "Чувашия" rows already carry the full name; federal cities ("г") are their own region.
    default:
      return name;
  }
}

/** One CSV record → a city; federal cities have no `city` column, some towns sit in `area`/`settlement`. */
export function toCity(row: Record<string, string>): CityRecord {
  const region = regionName(row.region_type ?? '', row.region ?? '');
  const name =
    row.city ||
    row.settlement ||
    (row.area_type === 'г' ? row.area : '') ||
    (row.region_type === 'г' ? row.region : '');
  const latitude = Number.parseFloat(row.geo_lat ?? '');
  const longitude = Number.parseFloat(row.geo_lon ?? '');
  const population = Number.parseInt(row.population ?? '', 10);
  if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !Number.isInteger(population)) {
    throw new Error(`Bad city row: ${row.address ?? JSON.stringify(row)}`);
  }
  return { name, region, latitude, longitude, population };
}
