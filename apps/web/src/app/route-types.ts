import type { ComponentType } from 'react';

/** Spec section 2's access levels: none = open, auth = signed in, xauth = signed in to the vault too. */
export type Access = 'none' | 'auth' | 'xauth';

/** One entry of the route table: the path, who may open it, its title (an i18n key) and its page. */
export interface AppRoute {
  path: string;
  access: Access;
  titleKey: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Child routes render inside the page's <Outlet />. */
  children?: AppRoute[];
}

/** What the router keeps of a table entry on its match, for the title and the layout. */
export interface RouteHandle {
  access: Access;
  titleKey: string;
}
