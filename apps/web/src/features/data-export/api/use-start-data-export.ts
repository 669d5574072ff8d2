import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataExportContract } from '@cofound/shared/data-export/data-export.contract';
import type { LatestDataExport } from '@cofound/shared/data-export/data-export.schemas';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dataExportQueryKey } from './data-export-query-keys';

/** POST /api/data-export: a new download is queued, and the card follows its progress. */
export function useStartDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(dataExportContract.start),
    onSuccess: (started) => {
      client.setQueryData<LatestDataExport>(dataExportQueryKey, { export: started });
    },
    // One is already being prepared (409): show it.
    onError: () => client.invalidateQueries({ queryKey: dataExportQueryKey }),
  });
}
