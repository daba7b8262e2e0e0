import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESOURCES_DIR } from '../../src/server/modules/resources/definitions.ts';

export interface MenuFile {
  groups: Array<{ id: number; key: string; path: string; title: string; icon?: string; sort?: number }>;
  pages: Array<{
    id: number;
    parentId: number | null;
    key: string;
    path: string;
    title: string;
    icon?: string;
    sort?: number;
    keepAlive?: boolean;
    actions?: string[];
  }>;
}

export const MENU_FILE = path.relative(process.cwd(), path.join(RESOURCES_DIR, '_menu.json'));

/** Menu groups and hand-written pages (resources/_menu.json). */
export function readMenuFile(file = MENU_FILE): MenuFile {
  return JSON.parse(readFileSync(file, 'utf8')) as MenuFile;
}
