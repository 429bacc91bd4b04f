/** Shown while the first screen's code loads on demand (spec §2: areas load on demand). */
export function PageLoading() {
  return (
    <p role="status" style={{ padding: '2rem' }}>
      Loading…
    </p>
  );
}
