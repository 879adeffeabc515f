import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AccountLink } from '../features/account/account-page/AccountLink';
import { useSession } from '../features/account/session/session-context';
import { AddedToBasket } from '../features/basket/AddedToBasket';
import { CartLink } from '../features/basket/CartLink';
import { AllMenu } from '../features/navigation/AllMenu';
import { SearchBox } from '../features/search/SearchBox';
import { ErrorScreen } from '../shared/error-screen/ErrorScreen';
import { useDeliveryPlaceFollows } from '../shared/delivery-place/delivery-place';
import { DocumentHead } from '../shared/head/DocumentHead';
import { Header } from '../shared/header/Header';
import { pageMain } from '../shared/layout/page-main.css';
import { Footer } from '../shared/ways-on/Footer';
import { skipLink } from '../shared/theme/recipes.css';
import type { RouterContext } from '../shared/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <ErrorScreen status={404} statusText="Not Found" />,
  errorComponent: ({ error }) => <ErrorScreen message={error instanceof Error ? error.message : String(error)} />,
});

function RootLayout() {
  useDeliveryPlaceFollows(useSession((state) => state.user?.uid ?? null));
  return (
    <>
      <DocumentHead />
      <a href="#main" className={skipLink}>
        Skip to content
      </a>
      <Header search={<SearchBox />} account={<AccountLink />} cart={<CartLink />} allMenu={<AllMenu />} />
      <main id="main" tabIndex={-1} className={pageMain}>
        <Outlet />
      </main>
      <Footer />
      <AddedToBasket place="over-page" />
    </>
  );
}
