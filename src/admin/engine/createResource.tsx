/**
 * The entry point of generated resource modules:
 * `export default createResource(definition, overrides)` (generated/admin/resources/<Name>.ts).
 * It declares the resource's function keys, then builds the list and the create/edit dialog
 * bodies from the definition, letting hand-written overrides replace any of them. The company's
 * run-time configuration is merged in when they render, not when the module loads: the module
 * outlives a logout, and the next account may belong to another company.
 */
import { useMemo, type ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { currentLang } from '../../shell/i18n.ts';
import { declareFunctionKeys, declareResourceMenuKey } from '../access/declared.ts';
import { functionKeyOf } from '../access/keys.ts';
import { applyOverlay, type OverlaidDefinition } from '../config/overlay.ts';
import { useOverlay } from '../config/overlayStore.ts';
import { iconByName } from '../layout/icons.ts';
import { EngineContext, type EngineValue } from './EngineContext.tsx';
import { FormDialog } from './form/FormDialog.tsx';
import { EngineList } from './list/EngineList.tsx';
import type { ResourceDefinition, ResourceModule, ResourceOverrides } from './types.ts';

export type { ResourceDefinition, ResourceModule, ResourceOverrides } from './types.ts';
export { useFormDialog } from './FormDialogContext.tsx';

function allButtons(def: ResourceDefinition) {
  return [...(def.list.toolbar ?? []), ...(def.list.actions ?? []), ...(def.list.bulkActions ?? [])];
}

/** A record's label in titles and references: the first string column, else its id. */
export function representationOf(def: ResourceDefinition): string | ((r: RaRecord) => string) {
  const prop = def.list.columns.find((c) => def.fields[c.prop]?.type === 'string')?.prop;
  return prop ?? ((r: RaRecord) => String(r.id));
}

/** The shipped definition with the company's overlay in the page's language (a switch reloads the page). */
export function useOverlaidDefinition(def: ResourceDefinition): OverlaidDefinition {
  const overlay = useOverlay(def.name)?.overlay;
  return useMemo(() => applyOverlay(def, overlay, currentLang()), [def, overlay]);
}

function withEngine(base: EngineValue, Inner: ComponentType, name: string): ComponentType {
  const Wrapped = () => {
    const def = useOverlaidDefinition(base.def);
    const value = useMemo(() => ({ def, overrides: base.overrides }), [def]);
    return (
      <EngineContext.Provider value={value}>
        <Inner />
      </EngineContext.Provider>
    );
  };
  Wrapped.displayName = name;
  return Wrapped;
}

export function createResource(def: ResourceDefinition, overrides: ResourceOverrides = {}): ResourceModule {
  declareFunctionKeys(allButtons(def).map((b) => functionKeyOf(b, def.menu.key)));
  declareResourceMenuKey(def.name, def.menu.key);
  const value: EngineValue = { def, overrides };
  const create = withEngine(value, overrides.create ?? (() => <FormDialog mode="create" />), `${def.name}Create`);
  const edit = withEngine(value, overrides.edit ?? (() => <FormDialog mode="edit" />), `${def.name}Edit`);
  const list = withEngine(value, overrides.list ?? (() => <EngineList create={create} edit={edit} />), `${def.name}List`);
  return {
    name: def.name,
    definition: def,
    list,
    create,
    edit,
    show: overrides.show ? withEngine(value, overrides.show, `${def.name}Show`) : undefined,
    icon: iconByName(def.menu.icon),
    recordRepresentation: representationOf(def),
  };
}
