/**
 * The choices of the filter rows: position types and common tags across the site; office places
 * and factories of the company in view (the one named in the address, else the site's own).
 */
import { useApi } from '../../api/useApi.ts';
import { commonTags, factoriesOf, officePlacesOf, typesForHome } from '../../api/positions.ts';
import { loadSiteCompany } from '../../api/companies.ts';
import type { Choice } from '../../components/ChoiceRow.tsx';

export interface FilterOptions {
  types: Choice[];
  tags: Choice[];
  places: Choice[];
  factories: Choice[];
}

const byName = (names: readonly string[]): Choice[] => [...new Set(names)].map((n) => ({ value: n, label: n }));

/** Chosen values the option list lacks (an old link, a tag past the top 20) stay visible and removable. */
function withChosen(choices: Choice[], chosen: readonly string[]): Choice[] {
  const missing = chosen.filter((c) => c && !choices.some((x) => x.value === c));
  return [...choices, ...byName(missing)];
}

async function companyOrSite(tenementId: number | null): Promise<number | null> {
  if (tenementId !== null) return tenementId;
  return (await loadSiteCompany())?.tenementId ?? null;
}

export function useFilterOptions(tenementId: number | null, chosen: { type: string; tags: string[]; place: string; factory: string }): FilterOptions {
  const types = useApi(`types:${tenementId ?? ''}`, () => typesForHome(tenementId ?? undefined));
  const tags = useApi('commonTags', commonTags);
  const places = useApi(`places:${tenementId ?? 'site'}`, async () => {
    const id = await companyOrSite(tenementId);
    return id === null ? [] : officePlacesOf(id);
  });
  const factories = useApi(`factories:${tenementId ?? 'site'}`, async () => {
    const id = await companyOrSite(tenementId);
    return id === null ? [] : factoriesOf(id);
  });
  return {
    types: withChosen(byName((types.data ?? []).map((o) => o.display)), [chosen.type]),
    tags: withChosen(byName((tags.data ?? []).map((o) => o.display)), chosen.tags),
    places: withChosen(byName((places.data ?? []).map((p) => p.name)), [chosen.place]),
    factories: withChosen(byName((factories.data ?? []).map((f) => f.display)), [chosen.factory]),
  };
}
