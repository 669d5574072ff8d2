import { useQuery } from '@tanstack/react-query';
import { dataExportContract } from '@cofound/shared/data-export/data-export.contract';
import { DATA_EXPORT_POLL_MS } from '@cofound/shared/data-export/data-export.messages';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dataExportQueryKey } from './data-export-query-keys';

/** The member's latest download; asked again every 2 seconds while it is being prepared. */
export function useLatestDataExport() {
  return useQuery({
    queryKey: dataExportQueryKey,
    queryFn: ({ signal }) => callEndpoint(dataExportContract.latest, {}, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === 'queued' || status === 'building' ? DATA_EXPORT_POLL_MS : false;
    },
  });
}
