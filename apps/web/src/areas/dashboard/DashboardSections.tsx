import { Skeleton } from '@mantine/core';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import type { DashboardSection, DashboardSectionProps } from '../../shared/area';
import { useAreaDeclarations } from '../../shared/areas-context';

// One lazy component per section, made once: a new one each render would remount the section.
const loaded = new Map<string, LazyExoticComponent<ComponentType<DashboardSectionProps>>>();

function componentOf(section: DashboardSection) {
  let component = loaded.get(section.id);
  if (!component) {
    component = lazy(section.component);
    loaded.set(section.id, component);
  }
  return component;
}

/** Every area's section in its declared order, each loaded on first use (docs/adding-an-area.md, "Dashboard section"). */
export function DashboardSections(props: DashboardSectionProps) {
  const declarations = useAreaDeclarations();
  const sections = useMemo(
    () => declarations.flatMap((area) => area.dashboard ?? []).sort((a, b) => a.order - b.order),
    [declarations],
  );
  return sections.map((section) => {
    const Section = componentOf(section);
    return (
      <Suspense key={section.id} fallback={<Skeleton h={120} radius="md" />}>
        <Section {...props} />
      </Suspense>
    );
  });
}
