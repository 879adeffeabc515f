import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DeliveryPlaceName } from '../delivery-place/DeliveryPlaceName';
import { visuallyHidden } from '../theme/recipes.css';
import * as css from './header.css';

/** The secondary menu of requirements §1; 'All' is supplied by the page (it may open a drawer), 'Sell' leads to the back office (ADR-048). */
const secondaryMenu = ["Today's Deals", 'Customer Service', 'Registry', 'Gift Cards'];

interface HeaderProps {
  search: ReactNode;
  account: ReactNode;
  cart: ReactNode;
  allMenu: ReactNode;
}

/** The header of every page; the parts that need a feature (search, account, cart) come in as slots. */
export function Header({ search, account, cart, allMenu }: HeaderProps) {
  return (
    <header className={css.header} id="top">
      <div className={css.mainBar}>
        <Link to="/" className={css.logo} aria-label="Shopfront home">
          <span>shop</span>
          <span className={css.logoAccent}>front</span>
        </Link>
        <div className={css.delivery}>
          <span className={css.smallLine}>Delivered To</span> <DeliveryPlaceName className={css.boldLine} />
        </div>
        <div className={css.searchSlot}>{search}</div>
        {/* a span takes no aria-label: the name is hidden text, read in place of the visible 'EN' */}
        <span className={css.language}>
          <span className={visuallyHidden}>Language: English</span>
          <span aria-hidden="true">EN</span>
        </span>
        <div className={css.rightGroup}>
          <div className={css.accountSlot}>{account}</div>
          <Link to="/Orders" className={css.headerLink}>
            <span className={css.smallLine}>Returns</span> <span className={css.boldLine}>&amp; Orders</span>
          </Link>
          {cart}
        </div>
      </div>
      <nav className={css.subBar} aria-label="Shop menu">
        {allMenu}
        {secondaryMenu.map((item) => (
          <span key={item} className={css.subBarItem}>
            {item}
          </span>
        ))}
        {/* the back office's code loads when it opens (ADR-048) */}
        <Link to="/sell/$" className={css.subBarLink}>
          Sell
        </Link>
      </nav>
    </header>
  );
}
