import { boolean, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { tenements } from './org.ts';
import { users } from './identity.ts';

/** Menu tree nodes: the back office's routes. Ids are stable (seeded by id), not generated. */
export const menus = pgTable('menus', {
  /** Seeded ids are stable (below 100000); operator-added ones come from menus_custom_id. */
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  path: varchar('path', { length: 200 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  icon: varchar('icon', { length: 60 }),
  level: smallint('level').notNull(),
  sort: integer('sort').notNull().default(0),
  visible: boolean('visible').notNull().default(true),
  alwaysShow: boolean('always_show').notNull().default(false),
  keepAlive: boolean('keep_alive').notNull().default(false),
  redirect: varchar('redirect', { length: 200 }),
  /** Resource name or hand-written page the node opens. */
  component: varchar('component', { length: 100 }),
  enabled: boolean('enabled').notNull().default(true),
  /** Edited by an operator: the seed then keeps its title, icon, order and flags. */
  customized: boolean('customized').notNull().default(false),
  /** Added by an operator rather than seeded from resources/. */
  custom: boolean('custom').notNull().default(false),
});

/** One function key per button, under its menu node. */
export const functions = pgTable('functions', {
  id: integer('id').primaryKey(),
  menuId: integer('menu_id')
    .notNull()
    .references(() => menus.id),
  functionKey: varchar('function_key', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  customized: boolean('customized').notNull().default(false),
  custom: boolean('custom').notNull().default(false),
});

export const roles = pgTable(
  'roles',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    name: varchar('name', { length: 50 }).notNull(),
    /** The tenement's top administrator role: every menu and function, always. */
    isAdmin: boolean('is_admin').notNull().default(false),
    remark: varchar('remark', { length: 200 }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_tenement_name').on(t.tenementId, t.name)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

export const roleFunctions = pgTable(
  'role_functions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    functionId: integer('function_id')
      .notNull()
      .references(() => functions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.functionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role').on(t.roleId)],
);

/**
 * A role's data permission on one scoped table: which rows (DropDown Permission/FieldValueType:
 * 1 all, 2 chosen departments, 3 own department, 4 own department and below, 5 only self) and which
 * controlled fields it sees in plain.
 */
export const dataPermissions = pgTable(
  'data_permissions',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').notNull(),
    tableName: varchar('table_name', { length: 50 }).notNull(),
    valueType: smallint('value_type').notNull(),
    deptIds: integer('dept_ids').array().notNull().default([]),
    /** Controlled fields (field names) this role sees unmasked. */
    visibleFields: text('visible_fields').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('data_permissions_role_table').on(t.roleId, t.tableName)],
);
