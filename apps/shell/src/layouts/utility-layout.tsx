import { Outlet } from 'react-router';

/** The utility layout: sign-in, redirects, 404 and account linking, centred on a calm branded backdrop. */
export function UtilityLayout() {
  return (
    <div className="shell-utility">
      <header className="shell-utility__brand" aria-label="Laurel">
        <svg viewBox="0 0 32 32" aria-hidden="true" className="shell-utility__mark">
          <path
            d="M16 28c-6-3-10-9-10-16 3 1 6 4 7 8M16 28c6-3 10-9 10-16-3 1-6 4-7 8M16 28V9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
        <span>Laurel</span>
      </header>
      <main id="main" className="shell-utility__main">
        <Outlet />
      </main>
    </div>
  );
}

export default UtilityLayout;
