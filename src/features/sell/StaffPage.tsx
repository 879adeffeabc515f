import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole, type StaffUser } from '../../../ports/staff-role';
import { button } from '../../shared/theme/button-class';
import { sellKeys, useBackOffice } from './back-office-context';
import * as css from './back-office.css';
import { Problem } from './Problem';
import { useAction } from './use-action';
import { Table } from './Table';

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'Owner: everything, the staff included',
  staff: 'Staff: products, stock, orders and activity',
};

/**
 * The staff, for an owner (ADR-044): people invited by e-mail with a role, roles changed, people
 * removed. The server refuses what the rules forbid (a role above one's own, the last owner).
 */
export function StaffPage() {
  const { port, staff: me } = useBackOffice();
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: sellKeys.staff, queryFn: () => port.staff() });
  const [said, setSaid] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const refreshed = async (words: string) => {
    setSaid(words);
    setRemoving(null);
    await queryClient.invalidateQueries({ queryKey: sellKeys.staff });
  };
  const invite = useAction({
    mutationFn: ({ email, role }: { email: string; role: StaffRole }) => port.invite(email, role),
    onSuccess: (_, { email }) => refreshed(`An invitation is on its way to ${email}: its link works once, within 24 hours.`),
  });
  const changeRole = useAction({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) => port.changeRole(id, role),
    onSuccess: (person) => refreshed(`${person.email} is now ${person.role === 'owner' ? 'an owner' : 'staff'}.`),
  });
  const remove = useAction({
    mutationFn: (id: string) => port.removeStaff(id),
    onSuccess: (person) => refreshed(`${person.email} is off the staff and signed out everywhere.`),
  });
  const failed = invite.error ?? changeRole.error ?? remove.error;

  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    invite.mutate({ email: String(form.get('email')).trim(), role: form.get('role') as StaffRole });
  };

  return (
    <section aria-labelledby="sell-staff">
      <h1 id="sell-staff" className={css.heading}>
        Staff
      </h1>
      <form className={css.row} onSubmit={onInvite} aria-label="Invite someone">
        <label className={css.field}>
          E-mail
          <input name="email" type="email" maxLength={254} required />
        </label>
        <label className={css.field}>
          Role
          <select name="role" defaultValue="staff">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_WORDS[role]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button()} disabled={invite.isPending}>
          Invite
        </button>
      </form>
      <p role="status">{said}</p>
      {failed && <Problem error={failed} />}
      {staff.isError && <Problem error={staff.error} retry={() => void staff.refetch()} />}
      {staff.data && (
        <>
          <Table label="The staff" columns={['E-mail', 'Role', 'Remove']} caption="The staff, owners first">
            <tbody>
              {staff.data.staff.map((person) => (
                <StaffRow
                  key={person.id}
                  person={person}
                  isMe={person.id === me.id}
                  confirming={removing === person.id}
                  onRole={(role) => changeRole.mutate({ id: person.id, role })}
                  onRemove={() => setRemoving(person.id)}
                  onConfirm={() => remove.mutate(person.id)}
                  onKeep={() => setRemoving(null)}
                />
              ))}
            </tbody>
          </Table>
          <h2>Invitations not yet accepted</h2>
          {staff.data.invitations.length === 0 ? (
            <p className={css.muted}>None.</p>
          ) : (
            <ul>
              {staff.data.invitations.map((invitation) => (
                <li key={invitation.email}>
                  {invitation.email}, {invitation.role}, good until {new Date(invitation.expires).toLocaleString('en-US')}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function StaffRow({
  person,
  isMe,
  confirming,
  onRole,
  onRemove,
  onConfirm,
  onKeep,
}: {
  person: StaffUser;
  isMe: boolean;
  confirming: boolean;
  onRole: (role: StaffRole) => void;
  onRemove: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const small = button({ tone: 'secondary', size: 'small' });
  return (
    <tr>
      <td>
        {person.email}
        {isMe && <span className={css.muted}> (you)</span>}
      </td>
      <td>
        <label className={css.field}>
          <span className={css.hint}>Role of {person.email}</span>
          <select value={person.role} onChange={(event) => onRole(event.target.value as StaffRole)}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {role === 'owner' ? 'Owner' : 'Staff'}
              </option>
            ))}
          </select>
        </label>
      </td>
      <td>
        {confirming ? (
          <div className={css.row}>
            <span>Remove {person.email} from the staff?</span>
            <button type="button" className={small} onClick={onConfirm}>
              Yes, remove
            </button>
            <button type="button" className={small} onClick={onKeep}>
              Keep
            </button>
          </div>
        ) : (
          <button type="button" className={small} onClick={onRemove}>
            Remove {person.email}
          </button>
        )}
      </td>
    </tr>
  );
}
