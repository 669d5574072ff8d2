import { useState } from 'react';
import { FileDown, Printer } from 'lucide-react';
import {
  canvasBlockKeys,
  canvasBlocks,
  emptyCanvas,
  CANVAS_BLOCK_MAX_LENGTH,
  CANVAS_TITLE_MAX_LENGTH,
  type BusinessModelCanvas,
  type CanvasBlockKey,
} from '@cofound/shared/toolkit/business-model-canvas';
import { businessModelCanvasSchema } from '@cofound/shared/toolkit/toolkit.schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { saveBlob } from '../../../lib/download-file';
import { useSaveWork } from '../api/use-save-work';
import type { ToolkitDocument } from '../api/use-toolkit-document';
import { canvasMarkdown } from '../model/canvas-markdown';
import { fieldErrorsOf, slugOf } from '../model/form-values';
import { SaveButton } from './save-button';

/** Where each block sits on a wide screen: the canvas's classic layout. */
const placement: Record<CanvasBlockKey, string> = {
  keyPartners: 'lg:col-span-2 lg:row-span-2',
  keyActivities: 'lg:col-span-2',
  keyResources: 'lg:col-span-2 lg:col-start-3 lg:row-start-2',
  valuePropositions: 'lg:col-span-2 lg:row-span-2 lg:col-start-5 lg:row-start-1',
  customerRelationships: 'lg:col-span-2 lg:col-start-7 lg:row-start-1',
  channels: 'lg:col-span-2 lg:col-start-7 lg:row-start-2',
  customerSegments: 'lg:col-span-2 lg:row-span-2 lg:col-start-9 lg:row-start-1',
  costStructure: 'lg:col-span-5',
  revenueStreams: 'lg:col-span-5',
};

/** The same layout on paper, which is always wide. */
const printPlacement: Record<CanvasBlockKey, string> = {
  keyPartners: 'col-span-2 row-span-2',
  keyActivities: 'col-span-2',
  keyResources: 'col-span-2 col-start-3 row-start-2',
  valuePropositions: 'col-span-2 row-span-2 col-start-5 row-start-1',
  customerRelationships: 'col-span-2 col-start-7 row-start-1',
  channels: 'col-span-2 col-start-7 row-start-2',
  customerSegments: 'col-span-2 row-span-2 col-start-9 row-start-1',
  costStructure: 'col-span-5',
  revenueStreams: 'col-span-5',
};

/** The blocks that span two rows of the classic layout get taller text areas there. */
const tallBlocks: readonly CanvasBlockKey[] = [
  'keyPartners',
  'valuePropositions',
  'customerSegments',
];

// Printing shows the print layout alone, without the app around it.
const printStyles = `@media print {
  body * { visibility: hidden; }
  #canvas-print, #canvas-print * { visibility: visible; }
  #canvas-print { position: absolute; inset: 0; }
  @page { size: landscape; margin: 12mm; }
}`;

function CanvasPrint({ canvas }: { canvas: BusinessModelCanvas }) {
  return (
    <div id="canvas-print" className="hidden text-black print:block">
      <style>{printStyles}</style>
      <h2 className="mb-3 text-xl font-bold">{canvas.title.trim() || 'Business Model Canvas'}</h2>
      <div className="grid grid-cols-10 gap-2 text-xs">
        {canvasBlockKeys.map((key) => (
          <section
            key={key}
            className={`min-h-32 rounded border border-black p-2 ${printPlacement[key]}`}
          >
            <h3 className="mb-1 font-bold">{canvasBlocks[key].label}</h3>
            <p className="whitespace-pre-wrap">{canvas.blocks[key]}</p>
          </section>
        ))}
      </div>
    </div>
  );
}

/** The business model canvas: nine blocks, saved, exported as Markdown and printed. */
export function BusinessModelCanvasEditor({
  document,
  projectId,
}: {
  document: ToolkitDocument<'business-model-canvas'>;
  projectId: string | null;
}) {
  const [canvas, setCanvas] = useState<BusinessModelCanvas>(
    () => document.content ?? emptyCanvas(),
  );
  const parsed = businessModelCanvasSchema.safeParse(canvas);
  const errors = fieldErrorsOf(parsed.error);
  const { save, saving } = useSaveWork('business-model-canvas', projectId);
  const setBlock = (key: CanvasBlockKey, text: string) =>
    setCanvas((current) => ({ ...current, blocks: { ...current.blocks, [key]: text } }));

  const exportMarkdown = () =>
    saveBlob(
      new Blob([canvasMarkdown(canvas)], { type: 'text/markdown;charset=utf-8' }),
      `${slugOf(canvas.title, 'business-model')}-canvas.md`,
    );

  return (
    <>
      <div className="space-y-6 print:hidden">
        <Card className="flex flex-col gap-4 sm:p-6 xl:flex-row xl:items-end xl:justify-between">
          <div className="w-full max-w-md">
            <Input
              label="Canvas title"
              value={canvas.title}
              maxLength={CANVAS_TITLE_MAX_LENGTH}
              error={errors.title}
              placeholder="Your company or idea"
              onChange={(event) =>
                setCanvas((current) => ({ ...current, title: event.target.value }))
              }
            />
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <SaveButton
              onSave={() => parsed.success && save(parsed.data)}
              saving={saving}
              updatedAt={document.updatedAt}
            />
            <Button variant="secondary" onClick={exportMarkdown}>
              <FileDown aria-hidden="true" className="size-4" />
              Export Markdown
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </div>
        </Card>

        <form
          aria-label="Canvas blocks"
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-10"
          onSubmit={(event) => event.preventDefault()}
        >
          {canvasBlockKeys.map((key) => (
            <Card key={key} padding="compact" className={`min-w-0 ${placement[key]}`}>
              <Textarea
                label={canvasBlocks[key].label}
                hint={canvasBlocks[key].prompt}
                value={canvas.blocks[key]}
                maxLength={CANVAS_BLOCK_MAX_LENGTH}
                error={errors[`blocks.${key}`]}
                rows={key === 'costStructure' || key === 'revenueStreams' ? 4 : 6}
                className={tallBlocks.includes(key) ? 'lg:min-h-96' : undefined}
                onChange={(event) => setBlock(key, event.target.value)}
              />
            </Card>
          ))}
        </form>
      </div>
      <CanvasPrint canvas={canvas} />
    </>
  );
}
