import type { Access } from '../shared/area';

/** What the router keeps of a route on its match, for the title and the layout. */
export interface RouteHandle {
  access: Access;
  titleKey: string;
}
