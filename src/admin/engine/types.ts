/**
 * The contracts between the generated code (`generated/admin/*`), hand-written overrides
 * (`src/admin/overrides/<kebab>/index.ts`) and the engine. Types only: the admin's entry chunk
 * imports this module, so nothing here may pull runtime code.
 */
import type { Lang } from '../../common/states.ts';
import type { ComponentType } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../../generated/resource-definition.ts';
import type { Tone } from './list/chips.tsx';

export type { ResourceDefinition };

export type ListColumn = ResourceDefinition['list']['columns'][number];
export type ListFilter = NonNullable<ResourceDefinition['list']['filters']>[number];
export type ButtonDef = NonNullable<ResourceDefinition['list']['actions']>[number];
export type FormItemDef = ResourceDefinition['form']['items'][number];
export type FieldDef = ResourceDefinition['fields'][string];
export type FormElement = NonNullable<FormItemDef['el']>;
export type Formatter = NonNullable<ListColumn['formatter']>;

/** One row of a dropdown call (the seeds' `{value, display}`). */
export interface Option {
  value: string | number | boolean;
  display: string;
  /** A state's meaning (a definition's static option): the list shows it as a state chip of this tone. */
  tone?: Tone | undefined;
}

/** The props a cell override receives: the row and the column it renders. */
export interface CellProps {
  record: RaRecord;
  column: ListColumn;
  definition: ResourceDefinition;
}

/** The props an input override receives; it renders inside the engine's react-admin Form. */
export interface FormItemProps {
  item: FormItemDef;
  definition: ResourceDefinition;
  mode: 'create' | 'edit';
  /** The translated label (i18n key `resources.<Name>.fields.<prop>`, falling back to the title). */
  label: string;
}

/**
 * What a custom button's component receives (`ResourceOverrides.commands`). It is mounted when the
 * button is pressed, usually as a dialog, and unmounted by `onClose`.
 */
export interface CommandProps {
  /** The row of a row button. */
  record?: RaRecord;
  /** The selected rows of a bulk button. */
  selectedIds?: readonly Identifier[];
  open: true;
  /** `done` true when something changed: the list reloads (and a bulk selection clears). */
  onClose: (done: boolean) => void;
}

/** Hand-written replacements merged over what the definition generates. */
export interface ResourceOverrides {
  list?: ComponentType;
  /** Form dialog bodies; they read their state with useFormDialog(). */
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** Cell renderers by column prop. */
  columns?: Readonly<Record<string, ComponentType<CellProps>>>;
  /** Inputs by form-item prop (rich text, uploads, department tree plug in here). */
  formItems?: Readonly<Record<string, ComponentType<FormItemProps>>>;
  /**
   * The definition's custom buttons by name (toolbar, row and bulk alike). A button the engine
   * does not know shows only when it is here; it keeps its function key and place.
   */
  commands?: Readonly<Record<string, ComponentType<CommandProps>>>;
  /** i18n keys of button labels by button name (`access:buttons.changeDept`), before the definition's label. */
  buttonLabels?: Readonly<Record<string, string>>;
  /** A row button shown disabled for this row (the administrator role's, say). */
  rowButtonDisabled?: (record: RaRecord, button: string) => boolean;
  /** A row button left out for this row (a command that belongs to one sub-step only, as transitions are). */
  rowButtonHidden?: (record: RaRecord, button: string) => boolean;
  /** The i18n key of the toast after a create, when the answer means something else than "created" (an invitation sent). */
  createdNotice?: (saved: RaRecord) => string | undefined;
  /**
   * Rules between fields (a start not after an end), declared once in src/common beside the server's
   * check: `{field: message}` in the page's language, shown under the fields instead of sending the form.
   */
  validate?: (values: Readonly<Record<string, unknown>>, lang: Lang) => Record<string, string> | undefined;
}

export interface ResourceModule {
  name: string;
  definition: ResourceDefinition;
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation: string | ((r: RaRecord) => string);
}

export type EndpointOp = 'list' | 'detail' | 'create' | 'update' | 'delete' | 'enable' | 'export' | 'import' | 'template' | 'dropdown';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Endpoint {
  method: HttpMethod;
  /** Relative to /recruit/api, e.g. `PositionType/GetList`. */
  url: string;
}
export type EndpointMap = Readonly<Record<string, Partial<Record<EndpointOp, Endpoint>>>>;
