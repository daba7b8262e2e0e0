/**
 * A definition's `list.tabs`: one tab per list call (the interview screen's sub-steps), each with the
 * count the definition's counts call gives under the list's filters. Switching a tab keeps the
 * filters and sort, goes back to the first page and clears the selection; the counts are read again
 * whenever the list is (react-admin's refresh invalidates every query).
 */
import { useQuery } from '@tanstack/react-query';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useListContext, useTranslate } from 'react-admin';
import { filterParams } from '../../data/mapping.ts';
import { http } from '../../../shell/http.ts';
import { useEngine } from '../EngineContext.tsx';
import type { ResourceDefinition } from '../types.ts';

export type TabsDef = NonNullable<ResourceDefinition['list']['tabs']>;
type TabDef = TabsDef['items'][number];

interface CountRow {
  count: number;
  [field: string]: unknown;
}

/** The call a tab lists from, as a path under the API base; undefined for the resource's own list. */
export function tabListPath(def: ResourceDefinition, tab: TabDef | undefined): string | undefined {
  return tab?.list ? `${def.api.controller}/${tab.list}` : undefined;
}

/** A tab's count from the counts answer: the matching rows' sum, or the total for a tab without countWhere. */
export function tabCount(tab: TabDef, answer: { list: readonly CountRow[]; total: number } | undefined): number | undefined {
  if (!answer) return undefined;
  const where = tab.countWhere;
  if (!where) return answer.total;
  return answer.list.filter((r) => Object.entries(where).every(([k, v]) => r[k] === v)).reduce((sum, r) => sum + r.count, 0);
}

export function ListTabs({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const t = useTranslate();
  const { def } = useEngine();
  const { filterValues, setPage, onUnselectItems } = useListContext();
  const tabs = def.list.tabs!;
  const countsPath = tabs.counts ? `/${def.api.controller}/${tabs.counts}` : '';
  const params = filterParams(filterValues);
  const counts = useQuery({
    queryKey: [countsPath, params],
    queryFn: ({ signal }) => http.get<{ list: CountRow[]; total: number }>(countsPath, params, { signal }),
    enabled: countsPath !== '',
  });
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}>
      <Tabs
        value={value}
        onChange={(_e, next: string) => {
          onUnselectItems();
          setPage(1);
          onChange(next);
        }}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t(`resources.${def.name}.name`, { _: def.menu.title })}
      >
        {tabs.items.map((tab) => {
          const n = tabCount(tab, counts.data);
          return (
            <Tab
              key={tab.name}
              value={tab.name}
              data-testid={`list-tab-${tab.name}`}
              sx={{ minHeight: 44, px: 2.5 }}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
                  {t(`resources.${def.name}.tabs.${tab.name}`, { _: tab.label })}
                  {n !== undefined && (
                    <Badge
                      badgeContent={n}
                      max={9999}
                      showZero
                      color={value === tab.name ? 'primary' : 'default'}
                      sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                      data-testid={`list-tab-count-${tab.name}`}
                    />
                  )}
                </Box>
              }
            />
          );
        })}
      </Tabs>
    </Box>
  );
}
