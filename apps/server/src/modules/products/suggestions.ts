import { limits, type AuthUser, type AutocompleteItem, type AutocompleteQuery } from '@mp/contract';
import type { Slots } from '../../platform/slots.ts';
import type { BlocksService } from '../blocks/index.ts';
import type { SearchService } from '../search/index.ts';
import { rubles } from './present.ts';
import type { SuggestionsRepository } from './suggestions-repository.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

/** Autocomplete ranks at most this many of the newest matches (see the repository). */
const autocompleteCandidates = 50;
/** A fragment that can begin one of a name's words (`product_name_words`): letters and digits only. */
const oneWord = /^[\p{L}\p{N}]+$/u;

export interface SuggestionsDeps {
  repository: SuggestionsRepository;
  blocks: Pick<BlocksService, 'hidingViewer'>;
  search: Pick<SearchService, 'alternativesOfBeginning'>;
  heavyReads: Pick<Slots, 'run'>;
}

/** Autocomplete: ads' names for what is being typed, kept a minute for everybody who may see them. */
export function productSuggestions({ repository, blocks, search, heavyReads }: SuggestionsDeps) {
  // People type the same beginnings over and over; a new ad shows up in suggestions within a minute.
  const suggestionCache = new TtlCache<string, AutocompleteItem[]>(10_000, 60_000);
  /**
   * Names with a word beginning with the text, else names containing it; when none does, the same for
   * what it may mean (the other layout, a brand in the other script, typos corrected:
   * `search.alternativesOfBeginning`), then names close to it by trigrams.
   */
  async function suggest(term: string, cityIds: number[], viewerId?: number): Promise<AutocompleteItem[]> {
    const containing = async (text: string) => {
      const byWordStart = oneWord.test(text)
        ? await repository.autocompleteByWordStart(text, cityIds, autocompleteCandidates, viewerId)
        : [];
      return byWordStart.length > 0
        ? byWordStart
        : repository.autocomplete(text, cityIds, autocompleteCandidates, viewerId);
    };
    const exact = await containing(term);
    if (exact.length > 0) return distinctSuggestions(exact);
    for (const meant of await search.alternativesOfBeginning(term)) {
      const rows = await containing(meant);
      if (rows.length > 0) return distinctSuggestions(rows);
    }
    return distinctSuggestions(
      await repository.autocompleteTypos(term, cityIds, autocompleteCandidates, viewerId),
    );
  }

  /**
   * Up to 10 ads by name, one per distinct name; under 2 characters nothing (and no query). The
   * cache holds what everybody may see: a viewer who has blocked someone bypasses it and gets a
   * statement that leaves the blocked sellers out.
   */
  async function autocomplete(
    { q, city_ids }: AutocompleteQuery,
    viewer?: AuthUser,
  ): Promise<AutocompleteItem[]> {
    const term = q.trim();
    if (term.length < limits.autocompleteMinChars) return [];
    const viewerId = await blocks.hidingViewer(viewer);
    if (viewerId !== undefined) return heavyReads.run(() => suggest(term, city_ids, viewerId));
    const key = `${term.toLocaleLowerCase('ru')}|${[...city_ids].sort((a, b) => a - b).join(',')}`;
    const cached = suggestionCache.get(key);
    if (cached) return cached;
    const items = await heavyReads.run(() => suggest(term, city_ids));
    suggestionCache.set(key, items);
    return items;
  }

  return { autocomplete };
}

interface SuggestionRow {
  id: number;
  name: string;
  subcategoryId: number;
  priceKopecks: number;
}

/** Up to 10 suggestions in the given order, one per distinct name (case-insensitive). */
function distinctSuggestions(rows: SuggestionRow[]): AutocompleteItem[] {
  const seen = new Set<string>();
  const items: AutocompleteItem[] = [];
  for (const row of rows) {
    const key = row.name.toLocaleLowerCase('ru');
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({
      id: row.id,
      name: row.name,
      subcategory_id: row.subcategoryId,
      price: rubles(row.priceKopecks),
    });
    if (items.length === limits.autocompleteMaxItems) break;
  }
  return items;
}
