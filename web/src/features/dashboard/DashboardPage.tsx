import { useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Bell, Building2, GraduationCap, Network, UsersRound } from 'lucide-react';
import { ActiveEmployeeTotalDocument } from '../../generated/documents/ActiveEmployeeTotalDocument';
import { CompanyTotalDocument } from '../../generated/documents/CompanyTotalDocument';
import { DashboardDocument } from '../../generated/documents/DashboardDocument';
import { DepartmentTotalDocument } from '../../generated/documents/DepartmentTotalDocument';
import { GradeTotalDocument } from '../../generated/documents/GradeTotalDocument';
import { ProfileEmployeeDocument } from '../../generated/documents/ProfileEmployeeDocument';
import { ROLE_LABELS } from '../../menu/roles';
import { useNotifications } from '../../notifications/useNotifications';
import { activeRole, type CurrentUser } from '../../session/currentUser';
import { useCurrentUser } from '../../session/useCurrentUser';
import { ApprovalsSection, ClaimsSection, MyVisitsSection, ProductsSection, RequisitionsSection, TeamSection } from './DashboardSections';
import { Figure } from './Figure';
import { TotalFigure } from './TotalFigure';
import './dashboard.css';

/**
 * The dashboard at `/` (spec §2, open to all six roles; DESIGN §5; docs/dashboard.md): a profile
 * summary and the unread notifications; for Gvr and Admin the numbers of companies, departments, active
 * employees and grades; then the figures of the `dashboard` query in the browser's time zone: my visits
 * this week and month, what waits for me, my open requisitions, for a Hod, Gvr or Admin their people's
 * visits with charts, for Finance the claims with a chart, for Product their products by category. Each figure opens the filtered list behind it.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  if (!user) return null;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: CurrentUser }) {
  const role = activeRole(user);
  const { data } = useQuery(ProfileEmployeeDocument, { variables: { id: user.id } });
  const employee = data?.employee;
  const notifications = useNotifications();
  const setupFigures = role === 'GVR' || role === 'ADMIN';
  const figures = useQuery(DashboardDocument, { variables: { timeZone: browserTimeZone() }, fetchPolicy: 'cache-and-network' });
  const dashboard = figures.data?.dashboard;

  return (
    <section className="dashboard">
      <h1>Dashboard</h1>
      <div className="dashboard-summary">
        <p className="dashboard-welcome">{`Welcome, ${user.employeeName}.`}</p>
        <p>{`Your role: ${role ? ROLE_LABELS[role] : 'none'}.`}</p>
        {employee && <p>{[employee.position?.name, employee.department?.name, employee.email].filter(Boolean).join(' · ')}</p>}
      </div>
      <ul className="figures" aria-label="Figures">
        <Figure
          label="Unread notifications"
          value={notifications.loading || notifications.failed ? undefined : notifications.unread}
          loading={notifications.loading}
          failed={notifications.failed}
          icon={Bell}
        />
        {setupFigures && (
          <>
            <TotalFigure label="Companies" document={CompanyTotalDocument} total={(d) => d.companies.total} icon={Building2} to="/setup/companies" />
            <TotalFigure label="Departments" document={DepartmentTotalDocument} total={(d) => d.departments.total} icon={Network} to="/setup/departments" />
            <TotalFigure label="Active employees" document={ActiveEmployeeTotalDocument} total={(d) => d.employees.total} icon={UsersRound} to="/setup/employees" />
            <TotalFigure label="Grades" document={GradeTotalDocument} total={(d) => d.grades.total} icon={GraduationCap} to="/setup/grades" />
          </>
        )}
      </ul>
      {dashboard ? (
        <>
          <MyVisitsSection dashboard={dashboard} userId={user.id} />
          <ApprovalsSection dashboard={dashboard} />
          <RequisitionsSection dashboard={dashboard} />
          <TeamSection dashboard={dashboard} title={role === 'HOD' ? "Your department's visits" : "Your people's visits"} />
          <ClaimsSection dashboard={dashboard} />
          {role === 'PRODUCT' && <ProductsSection />}
        </>
      ) : figures.loading ? (
        <p role="status" className="dashboard-loading">
          Loading your figures…
        </p>
      ) : (
        <div role="alert" className="dashboard-error">
          <p>Your figures could not be loaded.</p>
          <Button type="button" label="Retry" outlined onClick={() => void figures.refetch().catch(() => undefined)} />
        </div>
      )}
    </section>
  );
}

/** The browser's IANA time zone (the week and month of the figures are the user's), UTC when it has none. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
