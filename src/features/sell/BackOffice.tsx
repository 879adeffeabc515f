import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { BackOfficePort } from '../../../ports/back-office-port';
import { mayDo } from '../../../ports/staff-role';
import { usePorts } from '../../shared/ports-context';
import { button } from '../../shared/theme/button-class';
import { ActivityPage } from './ActivityPage';
import { BackOfficeContext, sellKeys, useBackOffice } from './back-office-context';
import * as css from './back-office.css';
import { Problem } from './Problem';
import { ProductEditor } from './ProductEditor';
import { ProductsPage } from './ProductsPage';
import { SellSignIn } from './SellSignIn';
import { OrderPage } from './orders/OrderPage';
import { SoldOrdersPage } from './orders/SoldOrdersPage';
import { StaffPage } from './StaffPage';
import { StockPage } from './StockPage';
import { WelcomePage } from './WelcomePage';
import { useAction } from './use-action';

/** The back office's sections, in the order of its tabs: the path after /sell/ and the tab's words. */
const SECTIONS = [
  { path: 'products', name: 'Products' },
  { path: 'stock', name: 'Stock' },
  { path: 'orders', name: 'Orders' },
  { path: 'staff', name: 'Staff' },
  { path: 'activity', name: 'Activity' },
] as const;

/**
 * The merchant's back office at /sell/{place} (ADR-048): its code is loaded here only. The welcome
 * page of an invitation is open to anyone with its link; every other page is for the staff, who
 * sign in here with the shop server's accounts whatever the shoppers sign in with.
 */
export function BackOffice({ place }: { place: string }) {
  const load = usePorts().backOffice;
  const queryClient = useQueryClient();
  // the merchant's figures change as shoppers buy: each page reads them afresh, not the shop's minute-old copy
  useState(() => queryClient.setQueryDefaults(sellKeys.all, { staleTime: 0 }));
  const port = useQuery({
    queryKey: sellKeys.port,
    queryFn: () => load!(),
    enabled: load !== undefined,
    staleTime: Infinity,
  });
  let content: ReactNode;
  if (!load) content = <p>This shop has no back office: its pages need the shop’s own server.</p>;
  else if (port.isError) content = <Problem error={port.error} retry={() => void port.refetch()} />;
  else if (!port.data) content = <p role="status">Loading the back office…</p>;
  else if (place.toLowerCase() === 'welcome') content = <WelcomePage port={port.data} />;
  else content = <StaffOnly port={port.data} place={place} />;
  return <div className={css.backOffice}>{content}</div>;
}

function StaffOnly({ port, place }: { port: BackOfficePort; place: string }) {
  const visitor = useQuery({ queryKey: sellKeys.visitor, queryFn: () => port.visitor() });
  if (visitor.isError) return <Problem error={visitor.error} retry={() => void visitor.refetch()} />;
  if (!visitor.data) return <p role="status">Loading the back office…</p>;
  if (visitor.data.kind !== 'staff') return <SellSignIn port={port} reason={visitor.data.message} />;
  return (
    <BackOfficeContext.Provider value={{ port, staff: visitor.data.user }}>
      <SectionsBar section={sectionOf(place)} />
      <Place place={place} />
    </BackOfficeContext.Provider>
  );
}

const sectionOf = (place: string) => place.toLowerCase().split('/')[0] || 'products';

function SectionsBar({ section }: { section: string }) {
  const { port, staff } = useBackOffice();
  const queryClient = useQueryClient();
  const signOut = useAction<void, void>({
    mutationFn: () => port.signOut(),
    // nothing the staff read stays in the page once they have left
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: ({ queryKey }) => queryKey[0] === 'sell' && queryKey[1] !== 'visitor' });
      await queryClient.resetQueries({ queryKey: sellKeys.visitor });
    },
  });
  return (
    <div className={css.bar}>
      <nav aria-label="Back office" className={css.tabs}>
        {SECTIONS.filter(({ path }) => path !== 'staff' || mayDo(staff.role, 'staff')).map(({ path, name }) => (
          <Link
            key={path}
            to="/sell/$"
            params={{ _splat: path }}
            className={css.tab}
            aria-current={section === path ? 'page' : undefined}
          >
            {name}
          </Link>
        ))}
      </nav>
      <span className={css.who}>
        {staff.email} ({staff.role})
      </span>
      <button type="button" className={button({ tone: 'secondary', size: 'small' })} onClick={() => signOut.mutate()}>
        Sign out
      </button>
      {signOut.error && <Problem error={signOut.error} />}
    </div>
  );
}

/** The page at /sell/{place}: a section, a product's editor, or word that there is no such page. */
function Place({ place }: { place: string }) {
  const { staff } = useBackOffice();
  // an order's id keeps its case (the processor's ids are mixed-case); the rest of the path does not matter
  const [first, detail, ...rest] = place.split('/').filter(Boolean);
  const section = first?.toLowerCase();
  if (rest.length === 0) {
    if ((section === undefined || section === 'products') && detail === undefined) return <ProductsPage />;
    if (section === 'products' && detail?.toLowerCase() === 'new') return <ProductEditor />;
    if (section === 'orders' && detail !== undefined) return <OrderPage orderId={detail} />;
    if (section === 'products' && /^[1-9]\d{0,8}$/.test(detail ?? '')) return <ProductEditor id={Number(detail)} />;
    if (detail === undefined) {
      if (section === 'stock') return <StockPage />;
      if (section === 'orders') return <SoldOrdersPage />;
      if (section === 'activity') return <ActivityPage />;
      if (section === 'staff')
        return mayDo(staff.role, 'staff') ? <StaffPage /> : <p>Only an owner manages the staff. Please ask an owner.</p>;
    }
  }
  return (
    <>
      <h1 className={css.heading}>No such page</h1>
      <p>The back office has no page at this address.</p>
    </>
  );
}
