/** What a page shows while its data loads (the router shows it after a short delay). */
export function PageLoading() {
  return (
    <div className="page-status" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading...
    </div>
  );
}
