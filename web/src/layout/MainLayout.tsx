// The whole PrimeReact theme (tables, dialogs, menus…); the entry holds only the account pages' part.
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { SessionApolloProvider } from '../session/sessionClient';
import { AlertArea } from '../alerts/AlertArea';
import { LayoutEmployeeDocument } from '../generated/documents/LayoutEmployeeDocument';
import { menuForRole } from '../menu/menuForRole';
import { useEmployeePhotoUrl } from '../photo/useEmployeePhotoUrl';
import { activeRole, type CurrentUser } from '../session/currentUser';
import { lockScreen } from '../session/lockScreen';
import { useCurrentUser } from '../session/useCurrentUser';
import { useLogout } from '../session/useLogout';
import { PageBreadcrumb } from './pageTitle/Breadcrumb';
import { RecordTitleContext } from './pageTitle/recordTitle';
import { dispatchLayoutEvent, useLayoutSettings } from './settings/layoutStore';
import { SideMenu } from './sidebar/SideMenu';
import { Sidebar } from './sidebar/Sidebar';
import { useSidebarMode } from './sidebar/useSidebarMode';
import { useDismiss } from './useDismiss';
import { Footer } from './Footer';
import { Topbar } from './topbar/Topbar';
import './layout.css';

// Loaded when first shown: the drawer only on phones, the panel when opened (keeps them, and
// PrimeReact's Sidebar, out of what every signed-in page loads).
const MenuDrawer = lazy(() => import('./sidebar/MenuDrawer').then((module) => ({ default: module.MenuDrawer })));
const CustomizationPanel = lazy(() => import('./customization/CustomizationPanel').then((module) => ({ default: module.CustomizationPanel })));

/**
 * The main layout behind the login guard (spec §1, §2 Layout). Vertical (default): top bar, left
 * sidebar (profile dropdown and the menu filtered by the active role), alert area, the routed page,
 * footer. Horizontal: the menu runs under the top bar instead of the sidebar. Below 768 px (phones)
 * either layout shows no sidebar: the top bar's menu button opens the menu as a drawer (MenuDrawer).
 * Above each page the breadcrumb, which also sets the browser tab's title (PageBreadcrumb; record
 * pages name their record with usePageRecordTitle). The root element exposes the layout settings and
 * the sidebar state as `data-layout` (vertical | horizontal), `data-layout-width` (fluid | boxed),
 * `data-sidebar-theme` (light | dark), `data-sidebar` (enabled | condensed | enlarged | hidden; in the
 * vertical layout and on phones) and `data-mobile`. "Settings" in the user menu shows the customization
 * panel. The employee (name, gender, photo) is read from the gateway by the current user's id; until
 * it arrives the signed-in user's own copy is shown. It provides the signed-in part's Apollo Client
 * (`SessionApolloProvider`) to itself and every screen below it.
 */
export function MainLayout() {
  const user = useCurrentUser();
  if (!user) return null; // the guard above redirects; this only covers the instant of logout
  return (
    <SessionApolloProvider>
      <SignedInLayout user={user} />
    </SessionApolloProvider>
  );
}

function SignedInLayout({ user }: { user: CurrentUser }) {
  const settings = useLayoutSettings();
  const sidebar = useSidebarMode(settings.sidebarType);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [recordTitle, setRecordTitle] = useState<string | null>(null);
  const logout = useLogout();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { data } = useQuery(LayoutEmployeeDocument, { variables: { id: user.id } });
  const employee = data?.employee;
  const employeeName = employee?.employeeName ?? user.employeeName;
  const photoUrl = useEmployeePhotoUrl(employee ? employee.photo : user.photo, employee?.gender ?? user.gender);
  const items = menuForRole(activeRole(user));
  const vertical = settings.layout === 'vertical';
  const phone = sidebar.phone;
  const drawerOpen = phone && sidebar.mode === 'enlarged';
  const sidebarId = useId();
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { close: closeSidebar } = sidebar;

  // An overlay (the enlarged rail, the phone's drawer) closes when the page changes…
  useEffect(() => closeSidebar(), [pathname, closeSidebar]);
  // …and the enlarged rail on a click outside it or Escape (the drawer handles its own).
  const overlayParts = useMemo(() => [sidebarRef, toggleRef], []);
  useDismiss(overlayParts, sidebar.overlay && !phone, closeSidebar);
  // Focus goes back to the menu button when the drawer closes with focus inside it (or lost with it).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !drawerOpen) {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('.menu-drawer')) toggleRef.current?.focus();
    }
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);
  const closeDrawer = useCallback(() => closeSidebar(), [closeSidebar]);

  const sidebarProps = { items, employeeName, photoUrl, onLogout: () => void logout('/'), onNavigate: closeSidebar };
  return (
    <div
      className="layout"
      data-layout={settings.layout}
      data-layout-width={settings.width}
      data-sidebar-theme={settings.sidebarTheme}
      data-sidebar={vertical || phone ? sidebar.mode : undefined}
      data-mobile={sidebar.mobile}
    >
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Topbar
        employeeName={employeeName}
        photoUrl={photoUrl}
        sidebarToggle={
          vertical || phone ? { onToggle: sidebar.toggle, expanded: sidebar.expanded, controls: !phone || drawerOpen ? sidebarId : undefined, ref: toggleRef } : undefined
        }
        onOpenSettings={() => setSettingsOpen(true)}
        onLockScreen={lockScreen}
        onLogout={() => void logout()}
      />
      {navigation.state === 'loading' && <div className="page-loading-bar" aria-hidden="true" />}
      {!vertical && !phone && (
        <div className="topnav">
          <SideMenu items={items} orientation="horizontal" />
        </div>
      )}
      <div className="layout-body">
        {vertical && !phone && <Sidebar {...sidebarProps} id={sidebarId} ref={sidebarRef} condensed={sidebar.mode === 'condensed'} />}
        <main id="main-content" className="layout-content" tabIndex={-1}>
          <PageBreadcrumb recordTitle={recordTitle} reachable={items} />
          <AlertArea />
          <div className="layout-page">
            <RecordTitleContext value={setRecordTitle}>
              <Outlet />
            </RecordTitleContext>
          </div>
          <Footer />
        </main>
      </div>
      <Suspense fallback={null}>
        {phone && (
          <MenuDrawer id={sidebarId} open={drawerOpen} onClose={closeDrawer}>
            <Sidebar {...sidebarProps} />
          </MenuDrawer>
        )}
        {settingsOpen && <CustomizationPanel settings={settings} onPick={dispatchLayoutEvent} onClose={() => setSettingsOpen(false)} />}
      </Suspense>
    </div>
  );
}
