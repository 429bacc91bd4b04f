import { activeRole } from '../session/currentUser';
import { useCurrentUser } from '../session/useCurrentUser';
import { ROLE_LABELS } from '../menu/roles';

/**
 * The dashboard at `/` (spec §2, open to all six roles): for now a welcome with the employee's name
 * and active role; the per-role figures of DESIGN §5 come later.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  const role = activeRole(user);
  return (
    <section className="page-message">
      <h1>Dashboard</h1>
      <p>{`Welcome, ${user.employeeName}.`}</p>
      <p>{`Your role: ${role ? ROLE_LABELS[role] : 'none'}.`}</p>
    </section>
  );
}
