/**
 * The choices of the filter rows: position types and common tags across the site; office places
 * and factories of the company in view (the one named in the address, else the site's own).
 */
import { useApiQuery } from '../../../shell/query.ts';
import { useSiteCompanyId } from '../../api/companies.ts';
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

export function useFilterOptions(
  tenementId: number | null,
  chosen: { type: string; tags: string[]; place: string; factory: string },
): FilterOptions {
  const types = useApiQuery('/PositionType/GetDropDownForHome', tenementId === null ? {} : { tenementId });
  const tags = useApiQuery('/PositionInfo/GetCommonlyUsedTags');
  // Places and factories are the page's company's, else the site's own (none without one).
  const site = useSiteCompanyId(tenementId === null);
  const placesOf = tenementId ?? site.id;
  const places = useApiQuery('/SysTenement/GetAllOfficePlace', placesOf === null ? null : { tenementId: placesOf });
  const factories = useApiQuery('/PositionInfo/getFactoryList', placesOf === null ? null : { tenementId: placesOf });
  return {
    types: withChosen(byName((types.data ?? []).map((o) => o.display)), [chosen.type]),
    tags: withChosen(byName((tags.data ?? []).map((o) => o.display)), chosen.tags),
    places: withChosen(byName((places.data ?? []).map((p) => p.name)), [chosen.place]),
    factories: withChosen(byName((factories.data ?? []).map((f) => f.display)), [chosen.factory]),
  };
}
