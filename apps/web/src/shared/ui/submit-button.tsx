interface SubmitButtonProps {
  label: string;
  pending: boolean;
}

/** A full-width submit button that is disabled and shows a spinner while its request runs. */
export function SubmitButton({ label, pending }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending && <span className="spinner spinner--small" aria-hidden="true" />}
      {label}
    </button>
  );
}
