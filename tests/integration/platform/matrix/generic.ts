/** Matrix entries of the generically served resources, derived from the generated route table and definitions. */
import ExcelJS from 'exceljs';
import { genericRoutes, type GenericRoute } from '../../../../generated/server/routes.ts';
import { definitions } from '../../../../generated/definitions.ts';
import type { ResourceDefinition } from '../../../../src/server/modules/resources/definitions.ts';
import type { Entries, Entry, MatrixCtx, Req } from './types.ts';

let serial = 0;

function uniqueText(v: string, format: string | undefined, max: number): string {
  if (format === 'phone') return `139${String(10_000_000 + serial).slice(-8)}`;
  if (format === 'email') return `m${serial}.${v}`;
  return `${v.slice(0, max - 4)}M${serial}`;
}

/** A valid new record: the definition's first demo row, its unique texts made unique again. */
export function newRecord(def: ResourceDefinition): Record<string, unknown> {
  const demo = def.demo?.[0];
  if (!demo) throw new Error(`${def.name} has no demo row to derive a record from`);
  serial += 1;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(demo)) {
    const field = def.fields[k];
    if (!field || field.readOnly) continue;
    out[k] = field.unique && typeof v === 'string' ? uniqueText(v, field.format, field.maxLength ?? 50) : v;
  }
  return out;
}

const listUrl = (def: ResourceDefinition) => genericRoutes.find((r) => r.resource === def.name && r.action === 'list')!.url;

/**
 * Rules a resource's `validate` hook adds beyond its fields (src/server/modules/resources/hooks.ts)
 * that a copy of the demo row breaks: what makes room for it first.
 */
const MAKE_ROOM: Readonly<Record<string, (c: MatrixCtx, def: ResourceDefinition, row: Record<string, unknown>) => Promise<void>>> = {
  // One 工号设置 rule per personnel type: a type without a rule, else one whose rule can go (no numbers issued).
  EmployeeNumberSetting: async (c, def, row) => {
    const rules = (
      await c.ok<{ list: Array<{ id: number; personnelType: string }> }>({ method: 'GET', url: `${listUrl(def)}?perPage=100` })
    ).list;
    const types: readonly unknown[] = def.fields.personnelType?.enum ?? [];
    const free = types.find((t) => !rules.some((r) => r.personnelType === t));
    if (free !== undefined) return void (row.personnelType = free);
    const remove = genericRoutes.find((r) => r.resource === def.name && r.action === 'delete')!;
    for (const rule of rules.filter((r) => types.includes(r.personnelType))) {
      if ((await c.call(c.admin, deleting(remove, rule.id))).state === 200) return void (row.personnelType = rule.personnelType);
    }
    throw new Error('every personnel type has a 工号设置 rule with numbers issued: none can make room');
  },
};

/** A new record the admin's company can take now. */
async function roomyRecord(c: MatrixCtx, def: ResourceDefinition): Promise<Record<string, unknown>> {
  const row = newRecord(def);
  await MAKE_ROOM[def.name]?.(c, def, row);
  return row;
}

async function createOne(c: MatrixCtx, def: ResourceDefinition): Promise<number> {
  const create = genericRoutes.find((r) => r.resource === def.name && r.action === 'create');
  if (!create) return (await c.idsOf(listUrl(def)))[0]!;
  return c.ok<{ id: number }>({ method: 'POST', url: create.url, payload: await roomyRecord(c, def) }).then((r) => r.id);
}

async function xlsxOf(row: Record<string, unknown>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('rows');
  sheet.addRow(Object.keys(row));
  sheet.addRow(Object.values(row).map((v) => (typeof v === 'boolean' ? String(v) : (v as ExcelJS.CellValue))));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The seeds delete with DELETE and a query, or (SysParam) with PUT and a body. */
const deleting = (r: GenericRoute, id: number): Req =>
  r.method === 'DELETE' ? { method: 'DELETE', url: `${r.url}?ids=${id}` } : { method: r.method, url: r.url, payload: { ids: [id] } };

function entryOf(r: GenericRoute): Entry {
  const def = definitions[r.resource] as ResourceDefinition;
  const detail = genericRoutes.find((x) => x.resource === r.resource && x.action === 'detail');
  /** How the admin reads the first company's record afterwards: its detail, or its row in the list. */
  const reader = (c: MatrixCtx, id: number) => async () =>
    detail
      ? c.ok({ method: 'GET', url: `${detail.url}?id=${id}` })
      : c
          .ok<{ list: Array<{ id: number }> }>({ method: 'GET', url: `${listUrl(def)}?perPage=100` })
          .then((d) => d.list.find((x) => x.id === id));
  const onRecord = (make: (id: number) => Req): Entry['cross'] => ({
    record: async (c) => {
      const id = (await c.idsOf(listUrl(def)))[0]!;
      return { req: make(id), read: reader(c, id) };
    },
  });
  switch (r.action) {
    case 'list':
    case 'dropdown':
      return { ok: () => ({ method: 'GET', url: r.url }), cross: { list: true } };
    case 'detail':
      return {
        ok: async (c) => ({ method: 'GET', url: `${r.url}?id=${(await c.idsOf(listUrl(def)))[0]}` }),
        cross: onRecord((id) => ({ method: 'GET', url: `${r.url}?id=${id}` })),
      };
    case 'create':
      return {
        ok: async (c) => ({ method: 'POST', url: r.url, payload: await roomyRecord(c, def) }),
        cross: { own: 'creates in the caller’s company' },
      };
    case 'update':
      return {
        ok: async (c) => ({ method: 'PUT', url: r.url, payload: { id: await createOne(c, def) } }),
        cross: onRecord((id) => ({ method: 'PUT', url: r.url, payload: { id, remark: 'x' } })),
      };
    case 'delete':
      return { ok: async (c) => deleting(r, await createOne(c, def)), cross: onRecord((id) => deleting(r, id)) };
    case 'enable':
      return {
        ok: async (c) => ({ method: r.method, url: r.url, payload: { ids: [await createOne(c, def)], enabled: false } }),
        cross: onRecord((id) => ({ method: r.method, url: r.url, payload: { ids: [id], enabled: false } })),
      };
    case 'export':
      return {
        ok: () => ({ method: 'GET', url: r.url }),
        cross: { own: 'exports the caller’s company’s rows through the same scoped list' },
      };
    case 'template':
      return { ok: () => ({ method: 'GET', url: r.url }), cross: { shared: 'the same blank template for every company' } };
    case 'import':
      return {
        ok: async () => ({
          method: 'POST',
          url: r.url,
          file: {
            data: await xlsxOf(newRecord(def)),
            filename: 'rows.xlsx',
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
        cross: { own: 'imports into the caller’s company' },
      };
  }
}

export const genericEntries: Entries = Object.fromEntries(genericRoutes.map((r) => [`${r.method} ${r.url}`, entryOf(r)]));
