import { bannedGoods, screeningRuleInfo, textWords, unique, type ScreeningFinding } from '@mp/contract';

/** A phrase of the policy as stems in order, and the kind of goods it names. */
interface BannedPhrase {
  kind: string;
  stems: string[];
}

type Stems = (words: string[]) => Promise<Map<string, string>>;

/**
 * Forbidden goods in an ad's title and description, matched on Russian stems: the policy's words and
 * the ad's words are stemmed alike (once for the policy), so any form and any disguise `textWords` undoes
 * is found; a phrase is its words in a row.
 */
export function bannedGoodsCheck(stems: Stems) {
  let phrases: Promise<BannedPhrase[]> | undefined;

  async function policyPhrases(): Promise<BannedPhrase[]> {
    const entries = bannedGoods.flatMap(({ kind, words }) =>
      words.map((entry) => ({ kind, words: textWords(entry).map((w) => w.word) })),
    );
    const stemOf = await stems(entries.flatMap((entry) => entry.words));
    return entries.map(({ kind, words }) => ({ kind, stems: words.map((word) => stemOf.get(word)!) }));
  }

  return async function bannedGoodsFinding(name: string, description: string): Promise<ScreeningFinding[]> {
    phrases ??= policyPhrases().catch((error: unknown) => {
      phrases = undefined;
      throw error;
    });
    const kinds = new Set<string>();
    const fragments: string[] = [];
    for (const text of [name, description]) {
      const words = textWords(text);
      if (words.length === 0) continue;
      const [policy, stemOf] = await Promise.all([phrases, stems(words.map((w) => w.word))]);
      const adStems = words.map((w) => stemOf.get(w.word) ?? w.word);
      for (const phrase of policy) {
        adStems.forEach((_, start) => {
          if (!phrase.stems.every((stem, i) => adStems[start + i] === stem)) return;
          kinds.add(phrase.kind);
          fragments.push(text.slice(words[start]!.start, words[start + phrase.stems.length - 1]!.end));
        });
      }
    }
    if (kinds.size === 0) return [];
    const reason = `${screeningRuleInfo.banned_goods.label}: ${[...kinds].join(', ')}`;
    return [{ rule: 'banned_goods', reason, fragments: unique(fragments) }];
  };
}
