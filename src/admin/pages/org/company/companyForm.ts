/**
 * The company-info form's values, checks and payload, pure: what the screen edits of
 * TenementCompanyInfo/GetCompanyInfoDetail and what UpdateCompanyInfoEntity gets back (only the
 * fields that changed; an emptied optional field goes as null to clear it).
 */
import type { CompanyInfo, CompanyInfoInput } from '../api.ts';
import type { OrgT } from '../i18n.ts';
import type { Rules } from '../useForm.ts';
import { LEN, format, maxLength, required } from '../validate.ts';
import { placesPayload, rowsOf, type PlaceRow } from './places.ts';

export interface CompanyValues extends Record<string, unknown> {
  name: string;
  shortName: string;
  logo: string | null;
  industry: string;
  /** The select's text value; a number on the wire. */
  sizeType: string;
  address: string;
  website: string;
  contactPhone: string;
  contactEmail: string;
  intro: string;
  published: boolean;
}

export function valuesOf(c: CompanyInfo): CompanyValues {
  return {
    name: c.name ?? '',
    shortName: c.shortName ?? '',
    logo: c.logo ?? null,
    industry: c.industry ?? '',
    sizeType: c.sizeType === null || c.sizeType === undefined ? '' : String(c.sizeType),
    address: c.address ?? '',
    website: c.website ?? '',
    contactPhone: c.contactPhone ?? '',
    contactEmail: c.contactEmail ?? '',
    intro: c.intro ?? '',
    published: c.published ?? false,
  };
}

export function companyRules(t: OrgT): Rules<CompanyValues> {
  const l = (f: string) => t(`company.fields.${f}`);
  return {
    name: [required(t, l('name')), maxLength(t, l('name'), LEN.companyName)],
    shortName: [maxLength(t, l('shortName'), LEN.shortName)],
    address: [maxLength(t, l('address'), LEN.address)],
    website: [maxLength(t, l('website'), LEN.website), format(t, l('website'), 'url')],
    contactPhone: [maxLength(t, l('contactPhone'), LEN.phone), format(t, l('contactPhone'), 'contactPhone')],
    contactEmail: [maxLength(t, l('contactEmail'), LEN.email), format(t, l('contactEmail'), 'email')],
  };
}

/** The editor leaves `<p></p>` behind when everything is deleted: that is no text. */
function introValue(html: string): string | null {
  const bare = html.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/gi, '').trim();
  return bare === '' ? null : html;
}

// The two selects offer only DropDown/Public's values, which are the server's own enums.
type Industry = NonNullable<CompanyInfoInput['industry']>;
type SizeType = NonNullable<CompanyInfoInput['sizeType']>;

function wire(v: CompanyValues): Required<Omit<CompanyInfoInput, 'officePlaces'>> {
  const opt = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    name: v.name.trim(),
    shortName: opt(v.shortName),
    logo: v.logo,
    industry: opt(v.industry) as Industry | null,
    sizeType: v.sizeType === '' ? null : (Number(v.sizeType) as SizeType),
    address: opt(v.address),
    website: opt(v.website),
    contactPhone: opt(v.contactPhone),
    contactEmail: opt(v.contactEmail),
    intro: introValue(v.intro),
    published: v.published,
  };
}

export function samePlaces(a: readonly PlaceRow[], b: readonly PlaceRow[]): boolean {
  return JSON.stringify(placesPayload(a)) === JSON.stringify(placesPayload(b));
}

/** What changed since the last load or save. */
export function companyPayload(values: CompanyValues, original: CompanyInfo, places: readonly PlaceRow[]): CompanyInfoInput {
  const next = wire(values);
  const before = wire(valuesOf(original));
  const out: CompanyInfoInput = {};
  for (const k of Object.keys(next) as Array<keyof typeof next>) {
    if (next[k] !== before[k]) Object.assign(out, { [k]: next[k] });
  }
  if (!samePlaces(places, rowsOf(original.officePlaces ?? []))) out.officePlaces = placesPayload(places);
  return out;
}
