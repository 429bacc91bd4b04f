import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { AuthenticateDocument } from '../../generated/documents/AuthenticateDocument';
import { ChangeEmployeePasswordDocument } from '../../generated/documents/ChangeEmployeePasswordDocument';
import { NotificationsDocument } from '../../generated/documents/NotificationsDocument';
import { ProfileEmployeeDocument } from '../../generated/documents/ProfileEmployeeDocument';
import { toastStore } from '../../alerts/toastStore';
import { FormAlert } from '../../forms/FormAlert';
import { describeMutationError } from '../../forms/mutationErrors';
import { PhotoUpload } from '../../photo/PhotoUpload';
import { useEmployeePhotoUpload } from '../../photo/useEmployeePhotoUpload';
import { useEmployeePhotoUrl } from '../../photo/useEmployeePhotoUrl';
import { sessionStore } from '../../session/sessionStore';
import { useCurrentUser } from '../../session/useCurrentUser';
import { ChangePasswordForm, changePasswordFields, type ChangePasswordValues } from './ChangePasswordForm';
import { ProfileDetails } from '../../employee/ProfileDetails';
import './profile.css';

/** Props of {@link ProfilePage}. */
export interface ProfilePageProps {
  /** The heading: "My Account" (/pages-profile) or "My Profile" (/profiles), as the menus name them. */
  title: string;
}

/**
 * The signed-in employee's profile (spec §2 Top bar › My Account /pages-profile, sidebar › My
 * Profile /profiles): their details read from the gateway (`employee(id)`), the photo change
 * (`uploadEmployeePhoto`, a multipart upload with real progress) and the password change
 * (`changeEmployeePassword` with the current password; a wrong one shows on its field). Loading,
 * could-not-load (with "Retry") and not-found states.
 */
export function ProfilePage({ title }: ProfilePageProps) {
  const user = useCurrentUser();
  const id = user?.id ?? '';
  const { data, loading, error, refetch } = useQuery(ProfileEmployeeDocument, { variables: { id }, skip: !user });
  const client = useApolloClient();
  const [changePassword, { loading: changing }] = useMutation(ChangeEmployeePasswordDocument);
  // A password change ends every earlier sign-in (rest-api guard), this one included: sign in anew.
  const [authenticate] = useMutation(AuthenticateDocument);
  const employee = data?.employee;
  const photoUrl = useEmployeePhotoUrl(employee?.photo, employee?.gender);

  // The top bar shows the photo kept with the session: keep it current.
  const upload = useEmployeePhotoUpload(id, (photo) => {
    const current = sessionStore.getUser();
    if (current) sessionStore.signIn({ ...current, photo });
  });

  const submitPassword = async (values: ChangePasswordValues) => {
    try {
      await changePassword({ variables: { id, currentPassword: values.currentPassword, password: values.password } });
      const renewed = await authenticate({ variables: { email: user!.email, password: values.password } });
      if (renewed.data?.authenticate) sessionStore.signIn(renewed.data.authenticate);
      // The server notes the change in the employee's notifications: show it at once, with the new token.
      void client.refetchQueries({ include: [NotificationsDocument] });
      toastStore.success('Your password has been changed.');
      return null;
    } catch (failure) {
      return describeMutationError(failure, changePasswordFields(values));
    }
  };

  let body;
  if (loading && !employee) {
    body = <p role="status">Loading…</p>;
  } else if (error && !employee) {
    body = (
      <FormAlert
        message="Could not load your profile."
        action={<Button type="button" label="Retry" size="small" outlined onClick={() => void refetch().catch(() => undefined)} />}
      />
    );
  } else if (!employee) {
    body = <p role="alert">Your employee record was not found.</p>;
  } else {
    body = (
      <div className="profile-grid">
        <section className="profile-card" aria-labelledby="profile-photo-title">
          <h2 id="profile-photo-title">Photo</h2>
          <PhotoUpload photoUrl={photoUrl} employeeName={employee.employeeName} onUpload={upload} />
        </section>
        <section className="profile-card" aria-labelledby="profile-details-title">
          <h2 id="profile-details-title">Details</h2>
          <ProfileDetails employee={employee} />
        </section>
        <section className="profile-card" aria-labelledby="profile-password-title">
          <h2 id="profile-password-title">Change password</h2>
          <ChangePasswordForm onSubmit={submitPassword} busy={changing} />
        </section>
      </div>
    );
  }

  return (
    <section className="profile-page">
      <h1>{title}</h1>
      {body}
    </section>
  );
}
