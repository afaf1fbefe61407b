interface Props {
  /** What is happening, announced as a status: "Redirecting...", "Signing In...". */
  label: string;
}

/** A spinner with the words of what the page is busy with (spec §2: "Redirecting..."). */
export default function StatusSpinner({ label }: Props) {
  return (
    <div className="auth-card auth-status" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

/** Spec §2's redirecting spinner. */
export const RedirectingSpinner = () => <StatusSpinner label="Redirecting..." />;
