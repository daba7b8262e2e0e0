/**
 * The library list and the talent centre's search: one query (search-repository.ts) under the member's
 * view (access.ts). A keyword that is a phone number or an e-mail address finds by it (unless the
 * controlled phone is masked for the member); any other keyword by its terms (terms.ts).
 */
import type { Deps } from '../../deps.ts';
import type { Lang } from '../../../common/states.ts';
import { fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { refuseMaskedQuery } from '../access/data-scope.ts';
import { PATTERNS } from '../../../common/validators.ts';
import { syncedScope, type TalentScope } from './access.ts';
import { COUNT_CAP } from './menus.ts';
import { presentRow } from './presenter.ts';
import type { ListQueryIn, SearchQuery } from './schemas.ts';
import { searchCount, searchPage, type SearchFilter } from './search-repository.ts';
import { keywordTerms } from './terms.ts';

/** The day someone `age` years old today was born on at the latest (`end`: the earliest day instead). */
function bornBefore(today: Date, age: number, end: boolean): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age - (end ? 1 : 0), today.getUTCMonth(), today.getUTCDate()));
  if (end) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function keywordFilter(keyword: string | undefined, s: TalentScope): Partial<SearchFilter> {
  const k = keyword?.trim();
  if (!k) return {};
  const contact = new RegExp(PATTERNS.phone).test(k)
    ? { phone: k }
    : new RegExp(PATTERNS.email).test(k)
      ? { email: k.toLowerCase() }
      : undefined;
  if (contact) {
    // A masked phone is not a search key for the member (nor the e-mail that goes with it).
    if (s.masked.has('phone')) throw fieldError('keyword', { rule: 'masked' });
    return contact;
  }
  return { terms: keywordTerms(k) };
}

function ordered(field: string, from: number | undefined, to: number | undefined) {
  if (from !== undefined && to !== undefined && to < from) throw fieldError(`${field}_lte`, { rule: 'minimum', params: { limit: from } });
}

/** The query's filters under the member's view. */
export function filterOf(q: SearchQuery, s: TalentScope, today: Date): SearchFilter {
  refuseMaskedQuery(s, {
    salary_gte: { column: 'expectedSalary', given: q.salary_gte },
    salary_lte: { column: 'expectedSalary', given: q.salary_lte },
  });
  ordered('education', q.education_gte, q.education_lte);
  ordered('workYears', q.workYears_gte, q.workYears_lte);
  ordered('age', q.age_gte, q.age_lte);
  ordered('salary', q.salary_gte, q.salary_lte);
  return {
    visibility: s,
    ...keywordFilter(q.keyword, s),
    educationMin: q.education_gte,
    educationMax: q.education_lte,
    workYearsMin: q.workYears_gte,
    workYearsMax: q.workYears_lte,
    bornTo: q.age_gte !== undefined ? bornBefore(today, q.age_gte, false) : undefined,
    bornFrom: q.age_lte !== undefined ? bornBefore(today, q.age_lte, true) : undefined,
    salaryFrom: q.salary_gte,
    salaryTo: q.salary_lte,
    city: q.city?.trim() || undefined,
    tag: q.tag?.trim() || undefined,
    source: q.source?.trim() || undefined,
    lastStage: q.lastStage,
  };
}

export async function search(deps: Deps, caller: Manager, q: ListQueryIn, lang: Lang) {
  const s = await syncedScope(deps, caller);
  const today = deps.clock.now();
  const f = filterOf(q, s, today);
  const sort = {
    key: (q.sort ?? '-updatedAt').replace(/^-/, '') as 'updatedAt' | 'createdAt',
    desc: (q.sort ?? '-updatedAt').startsWith('-'),
  };
  const rows = await searchPage(deps.db, f, sort, (q.page - 1) * q.perPage, q.perPage);
  // A first page that is not full is every match: no count needed (the rare name, the narrow search).
  const total = q.page === 1 && rows.length < q.perPage ? rows.length : await searchCount(deps.db, f, COUNT_CAP);
  return {
    list: rows.map((r) => presentRow(r, lang, s, today)),
    totalCount: Math.min(total, COUNT_CAP),
    totalCapped: total > COUNT_CAP,
    page: q.page,
    perPage: q.perPage,
  };
}
