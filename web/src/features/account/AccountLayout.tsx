import { Outlet } from 'react-router';
import { AlertArea } from '../../alerts/AlertArea';
import { Footer } from '../../layout/Footer';
import './account.css';

/**
 * The account area's frame (spec §2: 'account' is loaded on demand and holds the login and related
 * screens): a centred card with the product name, the alert area and the routed account screen.
 */
export function AccountLayout() {
  return (
    <div className="account-layout">
      <main className="account-card">
        <p className="account-brand">Back Office</p>
        <AlertArea />
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
