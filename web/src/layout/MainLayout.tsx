// The whole PrimeReact theme (tables, dialogs, menus…); the entry holds only the account pages' part.
import 'primereact/resources/themes/lara-light-indigo/theme.css';
import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { SessionApolloProvider } from '../app/sessionClient';
import { AlertArea } from '../alerts/AlertArea';
import { LayoutEmployeeDocument } from '../generated/graphql';
import { menuForRole } from '../menu/menuForRole';
import { useEmployeePhotoUrl } from '../photo/useEmployeePhotoUrl';
import { activeRole, type CurrentUser } from '../session/currentUser';
import { lockScreen } from '../session/lockScreen';
import { useCurrentUser } from '../session/useCurrentUser';
import { useLogout } from '../session/useLogout';
import { CustomizationPanel } from './customization/CustomizationPanel';
import { dispatchLayoutEvent, useLayoutSettings } from './settings/layoutStore';
import { SideMenu } from './sidebar/SideMenu';
import { Sidebar } from './sidebar/Sidebar';
import { useSidebarMode } from './sidebar/useSidebarMode';
import { Footer } from './Footer';
import { Topbar } from './topbar/Topbar';
import './layout.css';

/**
 * The main layout behind the login guard (spec §1, §2 Layout). Vertical (default): top bar, left
 * sidebar (profile dropdown and the menu filtered by the active role), alert area, the routed page,
 * footer. Horizontal: the menu runs under the top bar instead of the sidebar. The root element
 * exposes the layout settings and the sidebar state as `data-layout` (vertical | horizontal),
 * `data-layout-width` (fluid | boxed), `data-sidebar-theme` (light | dark), `data-sidebar`
 * (enabled | condensed | enlarged; vertical only) and `data-mobile`. "Settings" in the user menu
 * shows the customization panel. The employee (name, gender, photo) is read from the gateway by the
 * current user's id; until it arrives the signed-in user's own copy is shown. It provides the signed-in
 * part's Apollo Client (`SessionApolloProvider`) to itself and every screen below it.
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
  const logout = useLogout();
  const navigation = useNavigation();
  const { data } = useQuery(LayoutEmployeeDocument, { variables: { id: user.id } });
  const employee = data?.employee;
  const employeeName = employee?.employeeName ?? user.employeeName;
  const photoUrl = useEmployeePhotoUrl(employee ? employee.photo : user.photo, employee?.gender ?? user.gender);
  const items = menuForRole(activeRole(user));
  const vertical = settings.layout === 'vertical';

  return (
    <div
      className="layout"
      data-layout={settings.layout}
      data-layout-width={settings.width}
      data-sidebar-theme={settings.sidebarTheme}
      data-sidebar={vertical ? sidebar.mode : undefined}
      data-mobile={sidebar.mobile}
    >
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Topbar
        employeeName={employeeName}
        photoUrl={photoUrl}
        onToggleSidebar={vertical ? sidebar.toggle : undefined}
        onOpenSettings={() => setSettingsOpen(true)}
        onLockScreen={lockScreen}
        onLogout={() => void logout()}
      />
      {navigation.state === 'loading' && <div className="page-loading-bar" aria-hidden="true" />}
      {!vertical && (
        <div className="topnav">
          <SideMenu items={items} orientation="horizontal" />
        </div>
      )}
      <div className="layout-body">
        {vertical && (
          <Sidebar
            items={items}
            employeeName={employeeName}
            photoUrl={photoUrl}
            onLogout={() => void logout('/')}
            onNavigate={sidebar.closeOverlay}
          />
        )}
        <main id="main-content" className="layout-content" tabIndex={-1}>
          <AlertArea />
          <div className="layout-page">
            <Outlet />
          </div>
          <Footer />
        </main>
      </div>
      {settingsOpen && <CustomizationPanel settings={settings} onPick={dispatchLayoutEvent} onClose={() => setSettingsOpen(false)} />}
    </div>
  );
}
