/** Props of {@link NotAvailablePage}. */
export interface NotAvailablePageProps {
  /** The menu entry's label, used as the heading. */
  title: string;
}

/**
 * Shown for a §2 menu entry whose screen is not built yet: says so plainly instead of pretending
 * (the route, its roles and its menu entry already exist).
 */
export function NotAvailablePage({ title }: NotAvailablePageProps) {
  return (
    <section className="page-message">
      <h1>{title}</h1>
      <p>This screen is not available yet.</p>
    </section>
  );
}
