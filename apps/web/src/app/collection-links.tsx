import type { ComponentType } from 'react';
import type { SideBarCollections } from '../shared/area';
import { preloadableOf } from './preloadable';

type CollectionsLoader = () => Promise<{ default: SideBarCollections }>;
type LinksLoader = () => Promise<{ default: ComponentType }>;
const loaders = new Map<CollectionsLoader, LinksLoader>();

/**
 * An area's side bar links (its `collections` declaration, drawn by AreaCollectionLinks) as one
 * lazy component, the same for the same declaration every time; both load on first use, so the
 * sign-in pages' first load carries neither.
 */
export function collectionLinksOf(load: CollectionsLoader) {
  let made = loaders.get(load);
  if (!made) {
    made = () =>
      Promise.all([load(), import('./AreaCollectionLinks')]).then(([declared, { AreaCollectionLinks }]) => ({
        default: function AreaLinks() {
          return <AreaCollectionLinks collections={declared.default} />;
        },
      }));
    loaders.set(load, made);
  }
  return preloadableOf(made);
}
