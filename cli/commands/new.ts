import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import {
  RESOURCES_DIR,
  loadDefinitions,
  type LoadedDefinition,
  type ResourceDefinition,
} from '../../src/server/modules/resources/definitions.ts';
import { readMenuFile } from '../generate/menu-file.ts';
import { camel, kebab, snake } from '../generate/naming.ts';

/** The smallest useful definition: one required `name`, CRUD at /api/<Name>/..., listed in the menu. */
export function scaffold(name: string, menuId: number, parentId: number | null) {
  return {
    $schema: './_schema/resource.schema.json',
    schemaVersion: 1,
    name,
    api: {
      controller: name,
      actions: {
        list: 'GetList',
        detail: 'GetDetail',
        create: 'Add',
        update: { path: 'Edit', method: 'PUT' },
        delete: { path: 'Delete', method: 'DELETE' },
        enable: { path: 'EnableOrDisable', method: 'POST' },
      },
    },
    storage: { table: `${snake(camel(name))}s`, tenantScoped: true, enabledColumn: true },
    menu: {
      id: menuId,
      parentId,
      key: camel(name),
      path: parentId === null ? `/web/${camel(name)}` : `/web/system/${camel(name)}`,
      title: name,
    },
    fields: { name: { type: 'string', title: '名称', maxLength: 100 } },
    required: ['name'],
    list: {
      columns: [
        { prop: 'name', width: 200, sortable: true },
        { prop: 'enabled', width: 100, formatter: 'enabled' },
        { prop: 'updatedAt', width: 180, formatter: 'datetime', sortable: true },
      ],
      filters: [{ prop: 'name', op: 'contains', alwaysOn: true }],
      toolbar: [{ name: 'add' }],
      actions: [{ name: 'edit' }, { name: 'enable' }, { name: 'delete', confirm: true }],
    },
    form: { items: [{ prop: 'name', required: true, el: 'input', span: 24 }] },
    overridable: ['label', 'columns.order', 'columns.visible', 'columns.width', 'form.span', 'form.required'],
  };
}

/**
 * A screen over another definition: only its name and menu node (beside the base's, in the same
 * group); a base served generically also gets its own calls (`<Name>/GetList` ...), since two
 * screens cannot register one route. Everything else is the base's until the file says otherwise.
 */
export function scaffoldExtending(name: string, menuId: number, baseFile: string, base: ResourceDefinition) {
  const key = camel(name);
  const out: Record<string, unknown> = {
    $schema: './_schema/resource.schema.json',
    schemaVersion: 1,
    extends: baseFile,
    name,
    menu: { id: menuId, parentId: base.menu.parentId, key, path: base.menu.path.replace(/\/[^/]+$/, `/${key}`), title: name },
  };
  if (base.storage) out.api = { controller: name };
  return out;
}

function freeMenuId(loaded: readonly LoadedDefinition[]): number {
  const menu = readMenuFile();
  const used = new Set([...menu.groups.map((g) => g.id), ...menu.pages.map((p) => p.id), ...loaded.map((l) => l.definition.menu.id)]);
  let id = 9001;
  while (used.has(id)) id++;
  return id;
}

function write(file: string, definition: unknown) {
  writeFileSync(file, `${JSON.stringify(definition, null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}: edit it, then run recruit generate`);
}

export function newCommand() {
  const resource = new Command('resource')
    .description('write resources/<kebab-name>.json for a new back-office resource (then run recruit generate)')
    .argument('<Name>', 'PascalCase name, e.g. ShiftPattern')
    .option(
      '--extends <base>',
      'a screen over another definition (its file name without .json, e.g. new-delivery): only what differs is written',
    )
    .action((name: string, opts: { extends?: string }) => {
      if (!/^[A-Z][A-Za-z0-9]{1,63}$/.test(name)) {
        console.error(`"${name}" is not a PascalCase name (letters and digits, starting with a capital).`);
        process.exit(2);
      }
      const file = path.join(RESOURCES_DIR, `${kebab(name)}.json`);
      const { loaded } = loadDefinitions();
      if (existsSync(file) || loaded.some((l) => l.definition.name === name)) {
        console.error(`A resource named ${name} exists already (${path.relative(process.cwd(), file)}).`);
        process.exit(1);
      }
      const id = freeMenuId(loaded);
      if (opts.extends === undefined) {
        const parentId = readMenuFile().groups.find((g) => g.path === '/web/system')?.id ?? null;
        return write(file, scaffold(name, id, parentId));
      }
      const baseFile = opts.extends.replace(/\.json$/, '');
      const base = loaded.find((l) => path.basename(l.file, '.json') === baseFile);
      if (!base) {
        console.error(
          `There is no valid definition resources/${baseFile}.json to extend (run recruit check to see why, or check the name).`,
        );
        process.exit(2);
      }
      write(file, scaffoldExtending(name, id, baseFile, base.definition));
    });
  return new Command('new').description('scaffold new things').addCommand(resource);
}
