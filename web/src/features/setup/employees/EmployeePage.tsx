import { useParams } from 'react-router';
import { RecordPage } from '../../../crud/RecordPage';
import { usePageRecordTitle } from '../../../layout/pageTitle/recordTitle';
import { yesNo } from '../../../crud/formConversions';
import { formatDateTime } from '../../../format/dates';
import { PhotoUpload } from '../../../photo/PhotoUpload';
import { useEmployeePhotoUpload } from '../../../photo/useEmployeePhotoUpload';
import { useEmployeePhotoUrl } from '../../../photo/useEmployeePhotoUrl';
import { ProfileDetails } from '../../../employee/ProfileDetails';
import { sessionStore } from '../../../session/sessionStore';
import { useCurrentUser } from '../../../session/useCurrentUser';
import { EmployeeCompaniesCard } from './EmployeeCompaniesCard';
import { GvrViewListCard } from './GvrViewListCard';
import { SetPasswordCard } from './SetPasswordCard';
import { employeesResource, type EmployeeTypes } from './employeesResource';
import './employees.css';

/**
 * An employee's page, `/setup/employees/:id` (spec §2 Employees, roles Gvr and Admin; §7): their
 * details, "Edit employee", their photo with its upload (preview, progress, type and size
 * refusals), their companies (`employeeCompanies`), their GVR view list (`gvrViewList`) and a
 * password change (for someone else: your own is changed on My Account, with your current password).
 */
export function EmployeePage() {
  const { id = '' } = useParams();
  return (
    <RecordPage resource={employeesResource} id={id} listPath="/setup/employees">
      {(employee, refresh) => <EmployeeCards employee={employee} refresh={refresh} />}
    </RecordPage>
  );
}

function EmployeeCards({ employee, refresh }: { employee: EmployeeTypes['record']; refresh: () => void }) {
  const user = useCurrentUser();
  const self = user?.id === employee.id;
  // An Admin's photo and password are theirs or another Admin's to change (DESIGN §6).
  const mayChange = self || (employeesResource.mayChange?.(employee, user) ?? true);
  usePageRecordTitle(employeesResource.rowLabel(employee));
  const photoUrl = useEmployeePhotoUrl(employee.photo, employee.gender);
  const upload = useEmployeePhotoUpload(employee.id, (photo) => {
    // The top bar shows the signed-in user's photo from the session.
    const current = sessionStore.getUser();
    if (self && current) sessionStore.signIn({ ...current, photo });
    refresh();
  });
  return (
    <div className="record-cards">
      <section className="record-card" aria-labelledby="employee-details-title">
        <h2 id="employee-details-title">Details</h2>
        <ProfileDetails
          employee={employee}
          more={[
            ['Gender', employee.gender === 'FEMALE' ? 'Female' : employee.gender === 'MALE' ? 'Male' : null],
            ['Salesperson code', employee.salespersonCode?.code],
            ['Active', yesNo(employee.active)],
            ['Files visit reports', yesNo(employee.gvr)],
            ['Updated', formatDateTime(employee.updatedAt)],
          ]}
        />
      </section>
      <section className="record-card" aria-labelledby="employee-photo-title">
        <h2 id="employee-photo-title">Photo</h2>
        {mayChange ? (
          <PhotoUpload photoUrl={photoUrl} employeeName={employee.employeeName} onUpload={upload} />
        ) : (
          <img className="profile-photo" src={photoUrl} alt={`Photo of ${employee.employeeName}`} width={120} height={120} />
        )}
      </section>
      {/* Keyed by the version: an edit (companies, department, GVR flag) reloads what depends on it. */}
      <EmployeeCompaniesCard key={`companies:${employee.version}`} employeeId={employee.id} />
      <GvrViewListCard key={`gvr:${employee.version}`} employeeId={employee.id} />
      {self ? (
        <section className="record-card" aria-labelledby="set-password-title">
          <h2 id="set-password-title">Change password</h2>
          <p>Change your own password on My Account, with your current password.</p>
        </section>
      ) : mayChange ? (
        <SetPasswordCard employeeId={employee.id} employeeName={employee.employeeName} />
      ) : (
        <section className="record-card" aria-labelledby="set-password-title">
          <h2 id="set-password-title">Password</h2>
          <p>Only an Admin changes an Admin&apos;s password.</p>
        </section>
      )}
    </div>
  );
}
