/** The definition (with the company's overlay merged in) and overrides of the resource a list or dialog belongs to. */
import { createContext, useContext } from 'react';
import type { OverlaidDefinition } from '../config/overlay.ts';
import type { ResourceOverrides } from './types.ts';

export interface EngineValue {
  def: OverlaidDefinition;
  overrides: ResourceOverrides;
}

export const EngineContext = createContext<EngineValue | null>(null);

export function useEngine(): EngineValue {
  const v = useContext(EngineContext);
  if (!v) throw new Error('useEngine outside a generated resource');
  return v;
}
