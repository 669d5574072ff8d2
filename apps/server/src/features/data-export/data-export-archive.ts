// The ZIP of a member's data: README.txt, one JSON file per section, and their uploads.

export type ArchiveFile = { path: string; content: string | Uint8Array };

/** An upload as the ZIP holds it, and what README.txt says of it. */
export type ArchiveUpload = ArchiveFile & { holds: string };

/** Pretty-printed, so that a member can read it in any text editor. */
export function jsonFile(path: string, value: unknown): ArchiveFile {
  return { path, content: `${JSON.stringify(value, null, 2)}\n` };
}

/** What each file holds, and what is deliberately not there (docs/product.md#data-export). */
export function readmeText(
  files: { file: string; holds: string }[],
  uploads: ArchiveUpload[],
  madeAt: Date,
): string {
  const entries = [
    ...files,
    ...uploads.map((upload) => ({ file: upload.path, holds: upload.holds })),
  ];
  return [
    'Your Cofound data',
    '=================',
    '',
    `Everything Cofound holds about you, as of ${madeAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    'The .json files are plain text in JSON format: any text editor opens them. Times are in UTC.',
    'Other members appear by their profile id and their name.',
    '',
    'Files',
    '-----',
    ...entries.flatMap(({ file, holds }) => [file, `  ${holds}`]),
    '',
    'Not included',
    '------------',
    '- Your password, and the codes and tokens that keep your sign-ins and sessions secure.',
    '- What other members did that concerns you but is theirs: their likes and passes, who viewed your profile, reports filed about you, who blocked you.',
    '- Figures Cofound computes from the data above: activity counts, trending, weekly and monthly reputation sums.',
    '',
  ].join('\n');
}

export async function zipArchive(files: ArchiveFile[]): Promise<Uint8Array> {
  // Loaded with the first export rather than at every server start.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const { path, content } of files) zip.file(path, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
