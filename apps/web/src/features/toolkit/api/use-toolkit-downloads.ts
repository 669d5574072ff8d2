import { useMutation } from '@tanstack/react-query';
import { toolkitFiles } from '@cofound/shared/toolkit/toolkit.contract';
import type {
  PitchDeckValues,
  ProjectionInputValues,
} from '@cofound/shared/toolkit/toolkit.schemas';
import { downloadFile } from '../../../lib/download-file';

/** Downloads the deck as a .pptx the server makes from the outline. */
export function useDownloadPitchDeck() {
  return useMutation({
    mutationFn: (deck: PitchDeckValues) =>
      downloadFile(toolkitFiles.pitchDeck.path, {
        method: toolkitFiles.pitchDeck.method,
        body: deck,
        fallbackName: 'pitch-deck.pptx',
      }),
  });
}

/** Downloads the projection as a CSV the server makes from the inputs. */
export function useDownloadProjectionsCsv() {
  return useMutation({
    mutationFn: (input: ProjectionInputValues) =>
      downloadFile(toolkitFiles.projectionsCsv.path, {
        method: toolkitFiles.projectionsCsv.method,
        body: input,
        fallbackName: 'financial-projections.csv',
      }),
  });
}
