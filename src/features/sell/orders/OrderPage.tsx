import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { OrderHistoryView } from '../../../../ports/back-office-port';
import type { BasketLine } from '../../../../ports/entities';
import type { OrderState, OrderStep, RecordedStep } from '../../../../ports/order-life';
import { mayDo } from '../../../../ports/staff-role';
import { formatOrderDate } from '../../../domain/dates';
import { addressLines } from '../../../domain/delivery';
import { formatCents } from '../../../domain/money';
import { button } from '../../../shared/theme/button-class';
import { sellKeys, useBackOffice } from '../back-office-context';
import * as css from '../back-office.css';
import { Field } from '../Field';
import { centsOf, dollarsOf } from '../money-field';
import { Problem } from '../Problem';
import { useAction } from '../use-action';

const STATE_WORDS: Record<OrderState, string> = {
  paid: 'Paid, not shipped yet',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded in full',
};

/** A step of the order's history in words; a refund's lines named as the order lists them. */
function stepWords(step: RecordedStep, basket: readonly BasketLine[]): string {
  switch (step.kind) {
    case 'shipped':
      return `Shipped with ${step.carrier}, tracking number ${step.trackingNumber}`;
    case 'delivered':
      return 'Delivered';
    case 'cancelled':
      return `Cancelled: ${step.reason}`;
    case 'refunded': {
      const lines = (step.lines ?? []).map((id) => {
        const line = basket.find((each) => each.id === id);
        return line ? `${line.amount} × ${line.title}` : `product ${id}`;
      });
      return `Refunded ${formatCents(step.amountCents)}${lines.length > 0 ? ` for ${lines.join(', ')}` : ''}: ${step.reason}`;
    }
    case 'note':
      return `Note: ${step.text}`;
  }
}

/** What the status line says once a step is taken. */
const DONE: Record<OrderStep['kind'], string> = {
  shipped: 'Shipped.',
  delivered: 'Marked delivered.',
  cancelled: 'Cancelled, and all that was left refunded.',
  refunded: 'Refunded.',
  note: 'Note added.',
};

/** A form of one step: its fields, read when sent into the step (null when a field is wrong, said by `fault`). */
function StepForm({
  name,
  action,
  pending,
  onSend,
  children,
}: {
  name: string;
  action: string;
  pending: boolean;
  onSend: (fields: FormData) => void;
  children?: ReactNode;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSend(new FormData(event.currentTarget));
  };
  const headingId = useId();
  return (
    <form
      className={css.stepForm}
      onSubmit={onSubmit}
      noValidate
      {...(children ? { 'aria-labelledby': headingId } : { 'aria-label': name })}
    >
      {children && (
        <h2 id={headingId} className={css.subheading}>
          {name}
        </h2>
      )}
      {children && <div className={css.form}>{children}</div>}
      <div>
        <button type="submit" className={button()} disabled={pending}>
          {action}
        </button>
      </div>
    </form>
  );
}

/** A line's price times its units, in cents. */
const lineCents = (line: BasketLine) => Math.round(line.price * 100) * line.amount;

/**
 * The owner's refund: chosen lines, whose total fills the amount (a line refunded before cannot be
 * chosen again), or any amount up to what is left, with a reason. The server checks it again under
 * the order's lock: the lines once each, the amount no more than they came to nor than is left.
 */
function RefundForm({
  lines,
  refunded,
  left,
  pending,
  onRefund,
}: {
  lines: BasketLine[];
  /** the product ids of the lines refunded already */
  refunded: ReadonlySet<number>;
  left: number;
  pending: boolean;
  onRefund: (refund: { amountCents: number; reason: string; lines?: number[] }) => void;
}) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [amount, setAmount] = useState('');
  const [fault, setFault] = useState<string | undefined>();
  // a line ticked and refunded since is no longer chosen
  const chosen = new Set([...ticked].filter((id) => !refunded.has(id)));
  const choose = (line: BasketLine, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(line.id);
    else next.delete(line.id);
    setTicked(next);
    const total = lines.filter((each) => next.has(each.id)).reduce((sum, each) => sum + lineCents(each), 0);
    setAmount(total > 0 ? dollarsOf(total) : '');
  };
  return (
    <StepForm
      name="Refund"
      action="Refund"
      pending={pending}
      onSend={(fields) => {
        const cents = centsOf(amount);
        if (cents === null || !Number.isInteger(cents) || cents < 1) {
          setFault('Type an amount in dollars, such as 12.50.');
          return;
        }
        setFault(undefined);
        const reason = String(fields.get('reason') ?? '');
        onRefund({ amountCents: cents, reason, ...(chosen.size > 0 && { lines: [...chosen] }) });
      }}
    >
      {lines.length > 1 && (
        <fieldset className={css.wide}>
          <legend>Lines to refund</legend>
          {lines.map((line) => (
            <label key={line.id} className={css.choice}>
              <input
                type="checkbox"
                checked={chosen.has(line.id)}
                disabled={refunded.has(line.id)}
                onChange={(event) => choose(line, event.target.checked)}
              />
              {line.amount} × {line.title} ({formatCents(lineCents(line))}){refunded.has(line.id) && ', refunded'}
            </label>
          ))}
        </fieldset>
      )}
      <Field label="Amount" hint={`At most ${formatCents(left)}.`} fault={fault}>
        {(control) => (
          <input
            {...control}
            name="amount"
            inputMode="decimal"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </Field>
      <Field label="Reason">{(control) => <input {...control} name="reason" maxLength={500} required />}</Field>
    </StepForm>
  );
}

/**
 * One paid order (ADR-051): what was bought and where it goes, its history, and the steps the
 * staff may take next: ship it with a carrier and tracking number, mark it delivered, cancel it
 * before it ships (all that is left refunded), refund part of it (owners alone), or add a note. The
 * server decides each step; the page offers only those the order's state allows.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const { port, staff } = useBackOffice();
  const queryClient = useQueryClient();
  const historyKey = [...sellKeys.orders, orderId, 'steps'];
  const order = useQuery({
    queryKey: [...sellKeys.orders, orderId],
    queryFn: async () => (await port.orders({ search: orderId, page: 1 })).entries.find((found) => found.id === orderId) ?? null,
  });
  const history = useQuery({ queryKey: historyKey, queryFn: () => port.orderHistory(orderId) });
  const [said, setSaid] = useState('');
  const take = useAction({
    mutationFn: (step: OrderStep) => port.takeOrderStep(orderId, step),
    onSuccess: async (after: OrderHistoryView, step) => {
      setSaid(DONE[step.kind]);
      queryClient.setQueryData(historyKey, after);
      await queryClient.invalidateQueries({ queryKey: sellKeys.orders, refetchType: 'none' });
    },
  });
  const send = (step: OrderStep) => {
    setSaid('');
    take.mutate(step);
  };
  const text = (fields: FormData, name: string) => String(fields.get(name) ?? '');

  const state = history.data?.state;
  const left = history.data?.leftCents ?? 0;
  const open = state !== undefined && state !== 'cancelled' && state !== 'refunded';
  return (
    <section aria-labelledby="sell-order" className={css.stack}>
      <div>
        <h1 id="sell-order" className={css.heading}>
          Order {orderId}
        </h1>
        <Link to="/sell/$" params={{ _splat: 'orders' }}>
          All orders
        </Link>
      </div>
      {order.isError && <Problem error={order.error} retry={() => void order.refetch()} />}
      {order.data && (
        <div>
          <p>
            Placed {formatOrderDate(order.data.created, 'en-US')} by {order.data.email}, {formatCents(order.data.amount)}
          </p>
          <ul>
            {order.data.basket.map((line) => (
              <li key={line.id}>
                {line.amount} × {line.title}
              </li>
            ))}
          </ul>
          <p>
            Delivery:{' '}
            {order.data.delivery ? addressLines(order.data.delivery).join(', ') : <span className={css.muted}>Not given</span>}
          </p>
        </div>
      )}
      {history.isError && <Problem error={history.error} retry={() => void history.refetch()} />}
      {history.data && (
        <div>
          <p>
            <strong>Status: {STATE_WORDS[history.data.state]}.</strong> Left to refund: {formatCents(left)}
          </p>
          <h2 className={css.subheading}>History</h2>
          <ol aria-label="History">
            {history.data.steps.map((step) => (
              <li key={step.seq}>
                {stepWords(step, order.data?.basket ?? [])}
                <span className={css.muted}>
                  {' '}
                  ({step.by.email}, {formatOrderDate(step.at, 'en-US')})
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <p role="status">{said}</p>
      {take.error && (
        <div>
          <Problem error={take.error} />
        </div>
      )}
      {state === 'paid' && (
        <StepForm
          name="Ship the order"
          action="Ship"
          pending={take.isPending}
          onSend={(fields) =>
            send({ kind: 'shipped', carrier: text(fields, 'carrier'), trackingNumber: text(fields, 'trackingNumber') })
          }
        >
          <Field label="Carrier">{(control) => <input {...control} name="carrier" maxLength={60} required />}</Field>
          <Field label="Tracking number">
            {(control) => <input {...control} name="trackingNumber" maxLength={60} required />}
          </Field>
        </StepForm>
      )}
      {state === 'shipped' && (
        <StepForm
          name="Mark the order delivered"
          action="Mark delivered"
          pending={take.isPending}
          onSend={() => send({ kind: 'delivered' })}
        />
      )}
      {state === 'paid' && (
        <StepForm
          name="Cancel the order"
          action="Cancel order"
          pending={take.isPending}
          onSend={(fields) => send({ kind: 'cancelled', reason: text(fields, 'reason') })}
        >
          <Field label="Reason" hint={`All that is left, ${formatCents(left)}, is refunded.`} wide>
            {(control) => <input {...control} name="reason" maxLength={500} required />}
          </Field>
        </StepForm>
      )}
      {open && mayDo(staff.role, 'refunds') && (
        <RefundForm
          // drawn afresh after each step: a refund taken leaves no amount behind to send twice
          key={`refund-${history.data?.steps.length}`}
          lines={order.data?.basket ?? []}
          refunded={new Set(history.data?.steps.flatMap((step) => (step.kind === 'refunded' && step.lines) || []))}
          left={left}
          pending={take.isPending}
          onRefund={(refund) => send({ kind: 'refunded', ...refund })}
        />
      )}
      {history.data && (
        <StepForm
          key={`note-${history.data.steps.length}`}
          name="Add a note"
          action="Add note"
          pending={take.isPending}
          onSend={(fields) => send({ kind: 'note', text: text(fields, 'note') })}
        >
          <Field label="Note" wide>
            {(control) => <textarea {...control} name="note" maxLength={2000} rows={2} required />}
          </Field>
        </StepForm>
      )}
    </section>
  );
}
