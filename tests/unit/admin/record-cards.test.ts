import { createElement as h, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from 'react-admin';
import { columnsOf } from '../../../src/admin/engine/list/RecordCards.tsx';
import { actionsColumnSx } from '../../../src/admin/engine/list/RecordTable.tsx';

describe('record cards', () => {
  it('read the table’s columns through arrays, fragments and conditional blanks, in order', () => {
    const extra = false as boolean;
    const cols = columnsOf([
      ['name', 'phone'].map((p) => h(DataTable.Col, { key: p, source: p, label: p.toUpperCase() })),
      h(Fragment, { key: 'f' }, h(DataTable.Col, { source: 'dept', label: 'DEPT', render: () => 'x' })),
      extra && h(DataTable.Col, { key: 'h', source: 'hidden' }),
      h(DataTable.Col, { key: 'a', label: 'ACTIONS', render: () => null, sx: actionsColumnSx }),
    ]);
    expect(cols.map((c) => c.source ?? c.label)).toEqual(['name', 'phone', 'dept', 'ACTIONS']);
    expect(cols.at(-1)!.sx).toBe(actionsColumnSx);
  });
});
