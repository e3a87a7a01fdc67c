/**
 * The automatic checks of an ad on publishing and editing (issue 33): each rule gives a finding with the
 * reason a moderator and the seller read and the fragments of the text it matched. A clean ad goes live at
 * once; a doubtful one waits for a moderator; a clear violation is returned to the seller.
 */
import { adKindOf, canBeBought } from './ad-kind.ts';
import { findContacts } from './contacts-in-text.ts';

/** The rules, in the order a note lists them. */
export const screeningRules = ['contacts', 'banned_goods', 'zero_price'] as const;
export type ScreeningRule = (typeof screeningRules)[number];

/** What a rule's finding does: returns the ad to its seller, or holds it for a moderator. */
export type ScreeningSeverity = 'refuse' | 'doubt';

/** Each rule's severity, its weight in the queue's order by risk, and its reason as people read it. */
export const screeningRuleInfo: Record<
  ScreeningRule,
  { severity: ScreeningSeverity; risk: number; label: string }
> = {
  contacts: { severity: 'refuse', risk: 50, label: 'Контакты в тексте объявления' },
  banned_goods: { severity: 'doubt', risk: 40, label: 'Запрещённый товар' },
  zero_price: { severity: 'doubt', risk: 10, label: 'Цена 0 ₽ в категории, где нужна цена' },
};

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
  const advice = finding.rule === 'contacts' ? `. ${contactsAdvice}` : '';
  return quoted ? `${finding.reason}: ${quoted}${advice}` : `${finding.reason}${advice}`;
}

/** What the checks read of an ad. */
export interface ScreeningInput {
  name: string;
  description: string;
  /** Rubles. */
  price: number;
  /** Slug of the ad's top-level category. */
  categorySlug: string;
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

export const unique = (items: string[]): string[] => [...new Set(items)];
