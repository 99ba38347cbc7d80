import './guest.css';

/** What shows while a portal's access or its code is on the way. */
export function LoadingScreen() {
  return (
    <div className="guest-loading" role="status">
      <div className="guest-spinner" aria-hidden="true" />
      <div className="guest-title">Loading</div>
      <div>The page is loading, just a moment please</div>
    </div>
  );
}
