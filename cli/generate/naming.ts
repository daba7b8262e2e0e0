/** Names derived from a resource name, used the same way by every template. */
export const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
export const snake = (prop: string) => prop.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
export const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export { stableId } from '../../src/common/stable-id.ts';
