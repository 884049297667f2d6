import { createContext, useContext } from 'react';
import type { AreaDeclaration, NavArea } from './area';

/**
 * The side bar's areas, in order, for pages that list them (Home's cards). The shell provides
 * them from its registry, so an area never imports the shell (docs/architecture.md).
 */
export const AreasContext = createContext<readonly NavArea[]>([]);

export function useNavAreas(): readonly NavArea[] {
  return useContext(AreasContext);
}

/** Every area's declaration, for what reaches across all areas by their declarations (the console's pages and commands). */
export const AreaDeclarationsContext = createContext<readonly AreaDeclaration[]>([]);

export function useAreaDeclarations(): readonly AreaDeclaration[] {
  return useContext(AreaDeclarationsContext);
}
