/**
 * The offer letter's template: the shape a company's editable template takes, the placeholders its
 * texts may use, the validator the template routes run before storing one, and the filling of the
 * placeholders from an offer's values.
 */
import type { FieldIssue } from '../../../common/field-messages.ts';

/** A company's offer letter template, one per language. Every text may use the placeholders below. */
export interface OfferTemplate {
  /** Centred heading: 录用通知书 / Offer of Employment. */
  title: string;
  /** The line before the body: 尊敬的 {name}： / Dear {name},. */
  greeting: string;
  /** Body paragraphs, in order; each is wrapped to the page width and may flow onto a next page. */
  paragraphs: string[];
  /** The line after the body (best wishes, who to contact). */
  closing: string;
  /** Right-aligned signature line under the closing, above the date of issue: usually {company}. */
  signature: string;
}

/** Every placeholder a template may use, and what fills it. */
export const OFFER_PLACEHOLDERS = {
  name: "the candidate's name",
  position: 'the position offered',
  department: 'the department of the position',
  salary: 'the salary with its unit, in the letter’s language (月薪 12000 元)',
  entryDate: 'the entry date, written in the letter’s language',
  place: 'the place of work',
  validUntil: 'the last day the offer may be accepted',
  company: "the company's name",
} as const;
export type OfferPlaceholder = keyof typeof OFFER_PLACEHOLDERS;
export type PlaceholderValues = Readonly<Record<OfferPlaceholder, string>>;

/** Length bounds of a template's texts, in characters (code points). */
export const OFFER_TEMPLATE_LIMITS = {
  title: 60,
  greeting: 200,
  paragraph: 2000,
  paragraphs: 30,
  closing: 500,
  signature: 100,
} as const;

const PLACEHOLDER = /\{([^{}]*)\}/g;
// Control characters other than tab and newline; a paragraph may hold line breaks of its own.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what the rule looks for
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export function isOfferPlaceholder(name: string): name is OfferPlaceholder {
  return Object.hasOwn(OFFER_PLACEHOLDERS, name);
}

/** The placeholders a text names that the letter cannot fill, in order of appearance, each once. */
export function unknownPlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) if (!isOfferPlaceholder(m[1]!)) found.add(m[1]!);
  return [...found];
}

function textIssue(value: unknown, limit: number, required: boolean): FieldIssue | null {
  if (typeof value !== 'string') return { rule: 'type' };
  if (required && value.trim() === '') return { rule: 'required' };
  if ([...value].length > limit) return { rule: 'maxLength', params: { limit } };
  if (CONTROL.test(value)) return { rule: 'invalidChars' };
  const unknown = unknownPlaceholders(value);
  if (unknown.length > 0) return { rule: 'unknownPlaceholder', params: { name: unknown.map((n) => `{${n}}`).join(', ') } };
  return null;
}

/**
 * The issues of a template as a company would store it, keyed by field (`paragraphs.2` for the third
 * paragraph); empty when it may be stored. Title and at least one non-blank paragraph are required;
 * greeting, closing and signature may be empty; every placeholder must be one of OFFER_PLACEHOLDERS.
 */
export function validateOfferTemplate(template: Readonly<Record<string, unknown>>): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {};
  const L = OFFER_TEMPLATE_LIMITS;
  const single = [
    ['title', L.title, true],
    ['greeting', L.greeting, false],
    ['closing', L.closing, false],
    ['signature', L.signature, false],
  ] as const;
  for (const [key, limit, required] of single) {
    const issue = textIssue(template[key], limit, required);
    if (issue) issues[key] = issue;
  }
  const paragraphs = template.paragraphs;
  if (!Array.isArray(paragraphs)) issues.paragraphs = { rule: 'type' };
  else if (paragraphs.length > L.paragraphs) issues.paragraphs = { rule: 'maxItems', params: { limit: L.paragraphs } };
  else if (!paragraphs.some((p) => typeof p === 'string' && p.trim() !== '')) issues.paragraphs = { rule: 'required' };
  else
    for (const [i, p] of (paragraphs as unknown[]).entries()) {
      const issue = textIssue(p, L.paragraph, false);
      if (issue) issues[`paragraphs.${i}`] = issue;
    }
  return issues;
}

/** The text with every known placeholder replaced by its value; anything else is left as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isOfferPlaceholder(name) ? values[name] : whole));
}
