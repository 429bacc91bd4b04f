/**
 * Support `/support` (spec §2 Top bar › Support), inside the layout: how to get help, with the IT
 * helpdesk's address from the SUPPORT_EMAIL setting (default it@example.com).
 */
export function SupportPage() {
  const email = __SUPPORT_EMAIL__;
  return (
    <section className="page-message">
      <h1>Support</h1>
      <p>
        For help with Back Office, write to the IT helpdesk at <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <p>So that they can help quickly, tell them:</p>
      <ul>
        <li>your name and employee number;</li>
        <li>the address of the page (copy it from the browser's address bar);</li>
        <li>what you did, what you expected and what happened instead, with any message shown;</li>
        <li>a screenshot, if you can.</li>
      </ul>
      <p>Forgot your password? Use “Forgot password?” on the sign-in page to get a reset link by e-mail.</p>
    </section>
  );
}
