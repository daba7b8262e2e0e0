import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { RESOURCES_DIR, loadDefinitions } from '../../src/server/modules/resources/definitions.ts';
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
    menu: { id: menuId, parentId, key: camel(name), path: parentId === null ? `/web/${camel(name)}` : `/web/system/${camel(name)}`, title: name },
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

export function newCommand() {
  const resource = new Command('resource')
    .description('write resources/<kebab-name>.json for a new back-office resource (then run recruit generate)')
    .argument('<Name>', 'PascalCase name, e.g. ShiftPattern')
    .action((name: string) => {
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
      const menu = readMenuFile();
      const used = new Set([...menu.groups.map((g) => g.id), ...menu.pages.map((p) => p.id), ...loaded.map((l) => l.definition.menu.id)]);
      const parentId = menu.groups.find((g) => g.path === '/web/system')?.id ?? null;
      let id = 9001;
      while (used.has(id)) id++;
      writeFileSync(file, `${JSON.stringify(scaffold(name, id, parentId), null, 2)}\n`);
      console.log(`wrote ${path.relative(process.cwd(), file)}: edit its fields, then run recruit generate`);
    });
  return new Command('new').description('scaffold new things').addCommand(resource);
}
