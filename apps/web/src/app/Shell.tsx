import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import type { NavArea } from '../shared/area';
import type { PlacedShortcut } from '../shared/link-order';
import { navAreas, shortcuts as allShortcuts } from './area-registry';
import { SecondBar } from './SecondBar';
import { SideNav } from './SideNav';
import { usePreferences } from '../shared/use-preferences';
import { Logo } from '../shared/Logo';
import { phoneTap } from '../shared/phone-tap';
import { useSwipe } from './use-swipe';

const HEADER_HEIGHT = 56;
const SECOND_BAR_HEIGHT = 40;

export interface ShellProps {
  areas?: readonly NavArea[];
  shortcuts?: readonly PlacedShortcut[];
  /** Which paths have a page (from the route table), for the second bar's "up one area". */
  pageExists?: (path: string) => boolean;
}

/** The signed-in frame: header with burger, optional second bar, side bar, page. */
export function Shell({ areas = navAreas, shortcuts = allShortcuts, pageExists }: ShellProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { preferences, savePreferences } = usePreferences();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const barShown = preferences.showSecondBar;

  // On a phone the side bar covers the page: close it once a link has been followed.
  const closeMobile = mobile.close;
  useEffect(() => {
    closeMobile();
  }, [pathname, closeMobile]);

  const setBar = (show: boolean) => {
    if (show !== barShown) void savePreferences({ showSecondBar: show });
  };
  useSwipe({
    openNav: mobile.open,
    closeNav: mobile.close,
    showBar: () => setBar(true),
    hideBar: () => setBar(false),
  });

  return (
    <AppShell
      header={{ height: barShown ? HEADER_HEIGHT + SECOND_BAR_HEIGHT : HEADER_HEIGHT }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
      className="ordna-shell"
    >
      <a href="#main-content" className="ordna-skip-link">
        {t('nav.skipToContent')}
      </a>
      <AppShell.Header className="ordna-header">
        <Group h={HEADER_HEIGHT} px="md" gap="sm" wrap="nowrap">
          <Burger
            opened={mobileOpened}
            onClick={mobile.toggle}
            hiddenFrom="sm"
            size="sm"
            className={phoneTap}
            aria-label={t('nav.toggleNavigation')}
            aria-expanded={mobileOpened}
          />
          <Burger
            opened={false}
            onClick={desktop.toggle}
            visibleFrom="sm"
            size="sm"
            aria-label={t('nav.toggleNavigation')}
            aria-expanded={desktopOpened}
          />
          <Link to="/" className="ordna-brand" aria-label={t('nav.homeLink')}>
            <Logo size={28} />
            <Text component="span" fw={800} fz="lg" lh={1}>
              {t('common.appName')}
            </Text>
          </Link>
        </Group>
        {barShown && (
          <div style={{ height: SECOND_BAR_HEIGHT }}>
            <SecondBar areas={areas} shortcuts={shortcuts} pageExists={pageExists} />
          </div>
        )}
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.mainNavigation')} className="ordna-navbar">
        <SideNav areas={areas} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className="ordna-main">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
