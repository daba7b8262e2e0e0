/**
 * A node of the menu tree as Menu/GetLoginMenuTree sends it (the seeds' shape): the server builds
 * it, the back office builds its routes, sidebar and function-key rules from it.
 * `component` is the registry key of the screen it opens.
 */
export interface MenuNode {
  id: number;
  path: string;
  title: string;
  icon: string | null;
  level: number;
  visible: boolean;
  alwaysShow: boolean;
  keepAlive: boolean;
  redirect: string | null;
  component: string | null;
  childFunction: Array<{ functionKey: string; name: string }>;
  children: MenuNode[];
}
