/**
 * Where a resource's operation is served, for widgets that talk to the server themselves (the
 * Excel import dialog uploads with progress). Read off the provider in react-admin's context:
 * useDataProvider's proxy accepts only methods that return promises.
 */
import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { RecruitDataProvider } from '../data/createDataProvider.ts';
import type { EndpointOp } from './types.ts';

export function useEndpointUrl(resource: string, op: EndpointOp): string | undefined {
  const provider = useContext(DataProviderContext) as Partial<RecruitDataProvider> | null;
  return provider?.urlOf?.(resource, op);
}
