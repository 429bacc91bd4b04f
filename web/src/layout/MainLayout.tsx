import { Outlet, useNavigation } from 'react-router';
import { AlertArea } from '../alerts/AlertArea';
import { activeRole } from '../session/currentUser';
import { useCurrentUser } from '../session/useCurrentUser';
import { useLogout } from '../session/useLogout';
import { menuForRole } from '../menu/menuForRole';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { Topbar } from './Topbar';
import './layout.css';

/**
 * The main (vertical) layout behind the login guard (spec §1, §2 Layout): top bar, left sidebar
 * filtered by the active role, alert area, the routed page, footer. A thin bar shows while a page
 * is being loaded on demand.
 */
export function MainLayout() {
  const user = useCurrentUser();
  const logout = useLogout();
  const navigation = useNavigation();
  if (!user) return null; // the guard above redirects; this only covers the instant of logout
  return (
    <div className="layout">
      <Topbar employeeName={user.employeeName} onLogout={() => void logout()} />
      {navigation.state === 'loading' && <div className="page-loading-bar" aria-hidden="true" />}
      <div className="layout-body">
        <Sidebar items={menuForRole(activeRole(user))} />
        <main className="layout-content">
          <AlertArea />
          <div className="layout-page">
            <Outlet />
          </div>
          <Footer />
        </main>
      </div>
    </div>
  );
}
