/** The definition and overrides of the resource a list or dialog belongs to. */
import { createContext, useContext } from 'react';
import type { ResourceDefinition, ResourceOverrides } from './types.ts';

export interface EngineValue {
  def: ResourceDefinition;
  overrides: ResourceOverrides;
}

export const EngineContext = createContext<EngineValue | null>(null);

export function useEngine(): EngineValue {
  const v = useContext(EngineContext);
  if (!v) throw new Error('useEngine outside a generated resource');
  return v;
}
