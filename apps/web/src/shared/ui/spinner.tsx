import { COMMON_TEXTS } from '@mpu/ui-texts';

/** A spinner that announces itself as loading. */
export function Spinner({ label = COMMON_TEXTS.loading }: { label?: string }) {
  return (
    <span className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** Fills the screen while the app or a page is loading. */
export function PageSpinner() {
  return (
    <div className="page-spinner" aria-busy="true">
      <Spinner />
    </div>
  );
}
