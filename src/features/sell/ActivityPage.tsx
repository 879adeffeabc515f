import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { button } from '../../shared/theme/button-class';
import { sellKeys, useBackOffice } from './back-office-context';
import * as css from './back-office.css';
import { Problem } from './Problem';
import { Table } from './Table';

/** A state before or after a change, as a line of text: none for something new or removed. */
const stateText = (state: unknown) => (state === null || state === undefined ? '—' : JSON.stringify(state));

/**
 * The activity record (ADR-047): every change made in the back office or on its command line, who
 * made it and when, with the state before and after; newest first, 50 at a time, never editable.
 */
export function ActivityPage() {
  // the pages shown, each from the entry its page before ended at: "Older changes" adds the next
  const [starts, setStarts] = useState<Array<number | undefined>>([undefined]);
  return (
    <section aria-labelledby="sell-activity">
      <h1 id="sell-activity" className={css.heading}>
        Activity
      </h1>
      <Table label="Changes, newest first" columns={['When', 'Who', 'What', 'Before', 'After']}>
        {starts.map((before, at) => (
          <ActivityRows
            key={before ?? 'newest'}
            before={before}
            onOlder={at === starts.length - 1 ? (next) => setStarts([...starts, next]) : undefined}
          />
        ))}
      </Table>
    </section>
  );
}

/** One page of 50 entries; the last page shown offers the next. */
function ActivityRows({ before, onOlder }: { before?: number; onOlder?: (next: number) => void }) {
  const { port } = useBackOffice();
  const page = useQuery({ queryKey: [...sellKeys.activity, before ?? 'newest'], queryFn: () => port.activity(before) });
  const next = page.data?.next;
  return (
    <tbody>
      {page.data?.entries.map((entry) => (
        <tr key={entry.id}>
          <td>
            <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-US')}</time>
          </td>
          <td>{entry.actor.email}</td>
          <td>
            {entry.subject} {entry.subjectId}: {entry.action}
          </td>
          <td>
            <code>{stateText(entry.before)}</code>
          </td>
          <td>
            <code>{stateText(entry.after)}</code>
          </td>
        </tr>
      ))}
      {(page.error || (before === undefined && page.data?.entries.length === 0) || (onOlder && next)) && (
        <tr>
          <td colSpan={5}>
            {page.error && <Problem error={page.error} retry={() => void page.refetch()} />}
            {page.data?.entries.length === 0 && 'Nothing has been changed yet.'}
            {onOlder && next && (
              <button type="button" className={button({ tone: 'secondary' })} onClick={() => onOlder(next)}>
                Older changes
              </button>
            )}
          </td>
        </tr>
      )}
    </tbody>
  );
}
