import { useState, type FormEvent } from 'react';
import type { DeliveryAddress } from '../../../ports/entities';
import { addressLines } from '../../domain/delivery';
import { giveDeliveryPlace, useDeliveryPlace } from '../../shared/delivery-place/delivery-place';
import { button } from '../../shared/theme/button-class';
import { CheckoutSection } from './CheckoutSection';
import * as css from './delivery-address-section.css';

const fields: { name: keyof DeliveryAddress; label: string; autoComplete: string }[] = [
  { name: 'street', label: 'Street and number', autoComplete: 'address-line1' },
  { name: 'city', label: 'City and state', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'ZIP code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/**
 * Requirements §2's delivery address block: the shopper's e-mail and where the order goes, the
 * header's place (ADR-021). The shopper may give another address; the header then shows it too.
 */
export function DeliveryAddressSection({ email }: { email: string }) {
  const place = useDeliveryPlace();
  const [editing, setEditing] = useState(false);

  function use(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: keyof DeliveryAddress) => String(data.get(name) ?? '').trim();
    giveDeliveryPlace({ street: text('street'), city: text('city'), postcode: text('postcode'), country: text('country') });
    setEditing(false);
  }

  return (
    <CheckoutSection id="delivery-title" title="Delivery address">
      <div className={css.details}>
        <address className={css.address}>
          <span>{email}</span>
          {addressLines(place).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        {editing ? (
          <form className={css.form} onSubmit={use} aria-label="New delivery address">
            {fields.map((field) => (
              <label key={field.name} className={css.field}>
                {field.label}
                <input
                  name={field.name}
                  className={css.input}
                  defaultValue={place[field.name]}
                  autoComplete={field.autoComplete}
                  required
                  maxLength={80}
                />
              </label>
            ))}
            <div className={css.actions}>
              <button type="submit" className={button({ tone: 'primary' })}>
                Use this address
              </button>
              <button type="button" className={button({ tone: 'secondary' })} onClick={() => setEditing(false)}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <button
            type="button"
            className={button({ tone: 'secondary', size: 'small' })}
            aria-label="Change delivery address"
            onClick={() => setEditing(true)}
          >
            Change
          </button>
        )}
      </div>
    </CheckoutSection>
  );
}
