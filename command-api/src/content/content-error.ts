/** A content file the site cannot be built from: named by file and line, as an editor or a terminal links it. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  constructor(
    readonly file: string,
    readonly line: number,
    readonly problem: string,
  ) {
    super(`${file}:${line}: ${problem}`);
  }
}
