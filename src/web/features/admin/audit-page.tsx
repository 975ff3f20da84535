import { AUDIT_ACTIONS, type AuditEntry } from '../../../contract/audit';
import { formatDateTime } from '../../../contract/dates';
import { Loading } from '../../components/loading';
import { AdminPagination } from './admin-pagination';
import { AdminScreen } from './admin-screen';
import { FilterSelect } from './list-filters';
import { ErrorText, StatusText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { DataTable, TD, TH } from '../../components/data-table';
import { useAuditTrail } from './api/back-office';
import { usePageParam } from './use-page-param';
import { useUrlFilters } from './use-url-filters';
import { AUDIT_ACTION_LABELS, AUDIT_TEXT } from '../../../contract/messages/back-office';
import { Updating } from '../../components/updating';
import { isOneOf } from '../../../contract/one-of';

function Values({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-ink-soft">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(value as Record<string, unknown>).map(([key, v]) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-ink-soft">{key}</dt>
          <dd className="break-words">
            {typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td className={`${TD} whitespace-nowrap`}>{formatDateTime(entry.at)}</td>
      <td className={TD}>{entry.actor.email}</td>
      <td className={`${TD} whitespace-nowrap font-semibold`}>{AUDIT_ACTION_LABELS[entry.action]}</td>
      <td className={`${TD} font-mono text-xs`} title={entry.targetId}>
        {entry.targetId.slice(-6).toUpperCase()}
      </td>
      <td className={`${TD} min-w-40`}>
        <Values value={entry.before} />
      </td>
      <td className={`${TD} min-w-40`}>
        <Values value={entry.after} />
      </td>
    </tr>
  );
}

export default function AdminAuditPage() {
  const [page, setPage] = usePageParam();
  const [filters, setFilters] = useUrlFilters(['action'] as const);
  const action = isOneOf(AUDIT_ACTIONS, filters.action) ? filters.action : '';
  const trail = useAuditTrail(page, action);

  return (
    <AdminScreen title={AUDIT_TEXT.title}>
      <div className="card mb-4 p-4 sm:max-w-xs">
        <FilterSelect
          label={AUDIT_TEXT.action}
          value={action}
          anyLabel={AUDIT_TEXT.allActions}
          choices={AUDIT_ACTIONS}
          labelOf={(choice) => AUDIT_ACTION_LABELS[choice]}
          onChange={(choice) => setFilters({ action: choice })}
        />
      </div>
      {trail.isPending ? (
        <Loading />
      ) : trail.isError ? (
        <ErrorText message={messageOf(trail.error, AUDIT_TEXT.loadFailed)} />
      ) : trail.data.entries.length === 0 ? (
        <StatusText>{AUDIT_TEXT.empty}</StatusText>
      ) : (
        <Updating updating={trail.isPlaceholderData}>
          <DataTable label={AUDIT_TEXT.title}>
            <thead>
              <tr>
                {[
                  AUDIT_TEXT.when,
                  AUDIT_TEXT.who,
                  AUDIT_TEXT.action,
                  AUDIT_TEXT.target,
                  AUDIT_TEXT.before,
                  AUDIT_TEXT.after,
                ].map((heading) => (
                  <th key={heading} scope="col" className={TH}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {trail.data.entries.map((entry) => (
                <EntryRow key={entry._id} entry={entry} />
              ))}
            </tbody>
          </DataTable>
          <AdminPagination page={page} totalPages={trail.data.totalPages} onPageChange={setPage} />
        </Updating>
      )}
    </AdminScreen>
  );
}
