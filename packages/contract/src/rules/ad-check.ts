/**
 * The automatic check of an ad on publishing (and on editing an active one). It never refuses an ad:
 * a hit sends it to a moderator with a note saying why. Pure, so the server and tests share it.
 */
import { adKindOf, canBeBought } from './ad-kind.ts';

/**
 * Words of the forbidden-goods policy (`/policy/forbidden`), as whole words in their common forms.
 * Phrases are matched as consecutive words. Lower case with «е» for «ё»: the text is normalised the same way.
 */
export const forbiddenAdWords: readonly string[] = [
  // оружие, боеприпасы, взрывчатые вещества
  'оружие',
  'оружия',
  'пистолет',
  'пистолеты',
  'револьвер',
  'автомат калашникова',
  'обрез',
  'обрезы',
  'боеприпасы',
  'боеприпас',
  'патроны',
  'патрон',
  'гранаты',
  'граната',
  'взрывчатка',
  'взрывчатку',
  'взрывчатые вещества',
  'тротил',
  'порох',
  // наркотики, психотропные вещества, курительные смеси
  'наркотики',
  'наркотик',
  'наркотиков',
  'психотропные',
  'психотропы',
  'прекурсоры',
  'прекурсор',
  'курительные смеси',
  'курительная смесь',
  'спайс',
  'мефедрон',
  'марихуана',
  'гашиш',
  'кокаин',
  'героин',
  'амфетамин',
  'закладки',
  // рецептурные лекарства, незарегистрированные БАД
  'рецептурные',
  'рецептурный',
  'без рецепта',
  'бад',
  'бады',
  // алкоголь и табак
  'алкоголь',
  'водка',
  'водку',
  'коньяк',
  'самогон',
  'спирт',
  'табак',
  'сигареты',
  'сигарета',
  'сигарет',
  'электронные сигареты',
  'электронная сигарета',
  'вейп',
  'вейпы',
  'жидкость для вейпа',
  'снюс',
  'кальянный табак',
  // подделки
  'поддельные',
  'поддельный',
  'подделка',
  'подделки',
  'реплика',
  'копия бренда',
  // персональные данные, документы
  'персональные данные',
  'база данных',
  'базы данных',
  'паспорт',
  'паспорта',
  'удостоверение',
  'удостоверения',
  'водительские права',
  'бланки',
  'диплом о высшем образовании',
  // красная книга
  'красная книга',
  'красной книги',
  'слоновая кость',
  // интимные услуги
  'интим',
  'интим услуги',
  'эскорт',
  // финансовые пирамиды и азартные игры
  'финансовая пирамида',
  'финансовые пирамиды',
  'казино',
  'ставки на спорт',
  'букмекер',
  // взлом и скрытое наблюдение
  'взлом',
  'взлома',
  'кряк',
  'шпионская камера',
  'скрытая камера',
  'скрытого наблюдения',
  'прослушка',
  'прослушки',
];

/** Lower case, «ё» as «е», every run of letters and digits a word. */
export function adWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replaceAll('ё', 'е')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

const phrases = forbiddenAdWords.map((entry) => adWords(entry));

/** The forbidden words and phrases `text` contains as whole words, each once, in list order. */
export function findForbiddenWords(text: string): string[] {
  const words = adWords(text);
  const found: string[] = [];
  phrases.forEach((phrase, index) => {
    const hit = words.some((_, start) => phrase.every((word, i) => words[start + i] === word));
    if (hit) found.push(forbiddenAdWords[index]!);
  });
  return found;
}

export interface AdCheckInput {
  name: string;
  description: string;
  /** Rubles. */
  price: number;
  /** Slug of the ad's top-level category. */
  categorySlug: string;
}

/** `active`, or `moderation` with the note a moderator (and the seller) sees. */
export type AdCheckResult = { status: 'active' } | { status: 'moderation'; note: string };

/** Forbidden words in the name or description, or a zero price where the category needs one. */
export function checkAd(ad: AdCheckInput): AdCheckResult {
  const reasons: string[] = [];
  const words = findForbiddenWords(`${ad.name}\n${ad.description}`);
  if (words.length > 0) reasons.push(`Запрещённые слова: ${words.join(', ')}`);
  // A vacancy or a service may be «по договорённости»; goods need a price.
  if (ad.price === 0 && canBeBought(adKindOf(ad.categorySlug))) {
    reasons.push('Цена 0 ₽ в категории, где нужна цена');
  }
  return reasons.length === 0 ? { status: 'active' } : { status: 'moderation', note: reasons.join('. ') };
}
