/**
 * The automatic checks of an ad on publishing and editing (issue 33): each rule gives a finding with the
 * reason a moderator and the seller read and the fragments of the text it matched. A clean ad goes live at
 * once; a doubtful one waits for a moderator; a clear violation is returned to the seller.
 */
import { adKindOf, canBeBought } from './ad-kind.ts';
import { findContacts } from './contacts-in-text.ts';
import { formatPrice } from './price.ts';

/** The rules, in the order a note lists them. */
export const screeningRules = [
  'contacts',
  'repeated_ad',
  'duplicate_photo',
  'same_text',
  'banned_goods',
  'low_price',
  'velocity',
  'zero_price',
] as const;
export type ScreeningRule = (typeof screeningRules)[number];

/** What a rule's finding does: returns the ad to its seller, or holds it for a moderator. */
export type ScreeningSeverity = 'refuse' | 'doubt';

/** Each rule's severity, its weight in the queue's order by risk, and its reason as people read it. */
export const screeningRuleInfo: Record<
  ScreeningRule,
  { severity: ScreeningSeverity; risk: number; label: string }
> = {
  contacts: { severity: 'refuse', risk: 50, label: 'Контакты в тексте объявления' },
  repeated_ad: { severity: 'refuse', risk: 20, label: 'Такое объявление у вас уже есть' },
  duplicate_photo: { severity: 'doubt', risk: 45, label: 'Фото уже использовано в другом объявлении' },
  same_text: { severity: 'doubt', risk: 35, label: 'Такой же текст в объявлениях других продавцов' },
  banned_goods: { severity: 'doubt', risk: 40, label: 'Запрещённый товар' },
  low_price: { severity: 'doubt', risk: 30, label: 'Цена намного ниже обычной' },
  velocity: { severity: 'doubt', risk: 20, label: 'Новый профиль публикует много объявлений' },
  zero_price: { severity: 'doubt', risk: 10, label: 'Цена 0 ₽ в категории, где нужна цена' },
};

/** The thresholds of the rules. */
export const screeningLimits = {
  /** A price below this share of the typical price of its subcategory in its city is a likely scam. */
  lowPriceShare: 0.1,
  /** The typical price is the median of at least this many active ads of the subcategory in the city. */
  priceSampleMin: 10,
  /** How old the typical prices may get before they are computed again. */
  priceNormsHours: 24,
  /** An account younger than this… */
  newAccountHours: 1,
  /** …that has placed this many ads (this one included) is held. */
  newAccountAds: 5,
  /**
   * Two pictures whose 64-bit perceptual hashes differ in at most this many bits are the same photo (one
   * downloaded from an ad and uploaded again differs in 0–2; unrelated photos in ~32).
   */
  samePhotoBits: 3,
  /**
   * A description of at least this many words is compared with other sellers' ads word for word (a shorter
   * one, «Отличное состояние, торг», is common phrasing, not a copy).
   */
  sameTextWordsMin: 12,
  /** The moderators' decisions of this many last days tell each rule's share of overturned flags. */
  outcomeDays: 90,
} as const;

/** What the seller is told to do about an ad placed twice (the reason of a returned ad). */
export const repeatedAdAdvice = 'Одно объявление на один товар: поднимите то, что уже есть, в поиске';

/** What the seller is told to do about contacts in the text (the reason of a returned ad). */
export const contactsAdvice =
  'Уберите телефон, почту, ссылки и ники из названия и описания: покупатели напишут вам в чат или позвонят по кнопке «Показать телефон»';

/** A rule's finding: the reason (with what it found, e.g. the kind of forbidden goods) and the text it matched. */
export interface ScreeningFinding {
  rule: ScreeningRule;
  reason: string;
  /** The matched pieces of the title and description, as written. */
  fragments: string[];
}

/** The verdict of every check together. */
export interface Screening {
  verdict: 'clean' | ScreeningSeverity;
  findings: ScreeningFinding[];
  /** The sum of the findings' weights: the moderators' queue is ordered by it. */
  risk: number;
  /** The reasons in one line, as the seller's «Мои объявления» and the moderator's note show them. */
  note: string | null;
}

/** The findings of all the checks as one verdict: any refusal refuses, any doubt holds, none is clean. */
export function screeningOf(findings: ScreeningFinding[]): Screening {
  const ordered = [...findings].sort(
    (a, b) => screeningRules.indexOf(a.rule) - screeningRules.indexOf(b.rule),
  );
  const severities = ordered.map((finding) => screeningRuleInfo[finding.rule].severity);
  const verdict = severities.includes('refuse') ? 'refuse' : severities.length > 0 ? 'doubt' : 'clean';
  return {
    verdict,
    findings: ordered,
    risk: ordered.reduce((sum, finding) => sum + screeningRuleInfo[finding.rule].risk, 0),
    note: ordered.length === 0 ? null : ordered.map(noteOf).join('. '),
  };
}

function noteOf(finding: ScreeningFinding): string {
  const quoted = finding.fragments.map((fragment) => `«${fragment}»`).join(', ');
  const advice = adviceOf[finding.rule] ?? '';
  return quoted ? `${finding.reason}: ${quoted}${advice}` : `${finding.reason}${advice}`;
}

const adviceOf: Partial<Record<ScreeningRule, string>> = {
  contacts: `. ${contactsAdvice}`,
  repeated_ad: `. ${repeatedAdAdvice}`,
};

/**
 * The verdict without the findings a moderator approved the ad with (`cleared`): an approved ad edited later is
 * held again only for what is new (another rule, another fragment, another ad's photo), not for what they saw.
 */
export function unclearedBy(screening: Screening, cleared: ScreeningFinding[] | null): Screening {
  if (!cleared || cleared.length === 0) return screening;
  const seen = (finding: ScreeningFinding) =>
    cleared.some(
      (approved) =>
        approved.rule === finding.rule &&
        approved.reason === finding.reason &&
        finding.fragments.every((fragment) => approved.fragments.includes(fragment)),
    );
  const left = screening.findings.filter((finding) => !seen(finding));
  return left.length === screening.findings.length ? screening : screeningOf(left);
}

/** What the checks read of an ad. */
export interface ScreeningInput {
  name: string;
  description: string;
  /** Rubles. */
  price: number;
  /** Slug of the ad's top-level category. */
  categorySlug: string;
  subcategoryId: number;
  cityId: number;
  /** For a new ad: the seller's account, when it was made and how many ads it placed in the last hour. */
  seller?: { createdAt: Date; adsLastHour: number };
  /** Other sellers' active or held ads with the same description (`textFingerprint`), their numbers. */
  sameTextAds?: number[];
}

/** Contacts in the title or the description. */
export function contactsFinding({ name, description }: ScreeningInput): ScreeningFinding[] {
  const fragments = [...findContacts(name), ...findContacts(description)].map((found) => found.fragment);
  return fragments.length === 0
    ? []
    : [{ rule: 'contacts', reason: screeningRuleInfo.contacts.label, fragments: unique(fragments) }];
}

/** A zero price where the category needs one (a vacancy or a service may be «по договорённости»). */
export function zeroPriceFinding({ price, categorySlug }: ScreeningInput): ScreeningFinding[] {
  return price === 0 && canBeBought(adKindOf(categorySlug))
    ? [{ rule: 'zero_price', reason: screeningRuleInfo.zero_price.label, fragments: [] }]
    : [];
}

/**
 * A price far below the typical one (the median of the subcategory's active ads in the city, in rubles;
 * undefined where too few ads tell it): goods only, a zero price being `zeroPriceFinding`'s.
 */
export function lowPriceFinding(
  { price, categorySlug }: ScreeningInput,
  typical: number | undefined,
): ScreeningFinding[] {
  if (typical === undefined || price === 0 || !canBeBought(adKindOf(categorySlug))) return [];
  if (price >= typical * screeningLimits.lowPriceShare) return [];
  const reason = `${screeningRuleInfo.low_price.label}: ${formatPrice(price)} при обычной ${formatPrice(typical)}`;
  return [{ rule: 'low_price', reason, fragments: [] }];
}

/** A new account placing many ads in its first hour (`screeningLimits`). */
export function velocityFinding({ seller }: ScreeningInput, now: Date): ScreeningFinding[] {
  if (seller === undefined) return [];
  const ageHours = (now.getTime() - seller.createdAt.getTime()) / 3_600_000;
  if (ageHours >= screeningLimits.newAccountHours || seller.adsLastHour + 1 < screeningLimits.newAccountAds) {
    return [];
  }
  const reason = `${screeningRuleInfo.velocity.label}: ${seller.adsLastHour + 1} за первый час`;
  return [{ rule: 'velocity', reason, fragments: [] }];
}

/**
 * The same description in other sellers' ads: the mark of one person behind many accounts (a spam ring, a
 * scam copying a real ad). Held for a moderator with the other ads' numbers.
 */
export function sameTextFinding({ sameTextAds = [] }: ScreeningInput): ScreeningFinding[] {
  if (sameTextAds.length === 0) return [];
  const numbers = unique(sameTextAds.map((id) => `№ ${id}`)).join(', ');
  return [{ rule: 'same_text', reason: `${screeningRuleInfo.same_text.label} (${numbers})`, fragments: [] }];
}

export const unique = (items: string[]): string[] => [...new Set(items)];

/** Another active ad holding one of an ad's pictures, as the pictures' hashes found it. */
export interface SamePhotoAd {
  productId: number;
  name: string;
  /** Whether it is the same seller's: the ad placed twice, not a photo taken from someone else. */
  sameSeller: boolean;
}

/**
 * The pictures' findings: the seller's own ad with the same photo is the ad placed twice (returned, the
 * other ad named); another seller's is a photo taken from their ad, the commonest scam (held, with its number).
 */
export function samePhotoFindings(ads: SamePhotoAd[]): ScreeningFinding[] {
  const own = ads.filter((ad) => ad.sameSeller);
  const others = ads.filter((ad) => !ad.sameSeller);
  const findings: ScreeningFinding[] = [];
  if (own.length > 0) {
    const fragments = unique(own.map((ad) => ad.name));
    findings.push({ rule: 'repeated_ad', reason: screeningRuleInfo.repeated_ad.label, fragments });
  }
  if (others.length > 0) {
    const numbers = [...new Set(others.map((ad) => ad.productId))].map((id) => `№ ${id}`).join(', ');
    const reason = `${screeningRuleInfo.duplicate_photo.label} (${numbers})`;
    findings.push({ rule: 'duplicate_photo', reason, fragments: [] });
  }
  return findings;
}

/** The rules whose findings come from the pictures: kept apart from the text's, each rechecked on its own. */
export const pictureRules: readonly ScreeningRule[] = ['repeated_ad', 'duplicate_photo'];
